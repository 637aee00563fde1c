/** Images (school logos, article images) are stored inline in documents, so they are shrunk on the device first. */
export const LOGO_MAX_SIDE = 256;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image.decode().then(
    () => {
      URL.revokeObjectURL(url);
      return image;
    },
    (error: unknown) => {
      URL.revokeObjectURL(url);
      throw error instanceof Error ? error : new Error('The image could not be read.');
    },
  );
}

/**
 * Scales an image so its longer side is at most `maxSide` px and returns a
 * data URL: WebP where the browser encodes it (smaller), else PNG.
 */
export async function resizeImageToDataUrl(file: Blob, maxSide = LOGO_MAX_SIDE): Promise<string> {
  const image = await loadImage(file);
  const width = image.naturalWidth || maxSide;
  const height = image.naturalHeight || maxSide;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const webp = canvas.toDataURL('image/webp', 0.85);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/png');
}
