import { MAX_IMAGE_DATA_URL_LENGTH } from '../../../shared/schemas/common';
import { resizeImageToDataUrl } from '../../../ui/resizeImage';

/** Longest sides tried, largest first: a banner stays sharp when it fits, else it shrinks until it does. */
const ARTICLE_IMAGE_SIDES = [960, 640, 400, 256] as const;

/** The article image as a small inline data URL that fits the document limit. */
export async function resizeArticleImage(file: Blob): Promise<string> {
  let last = '';
  for (const side of ARTICLE_IMAGE_SIDES) {
    last = await resizeImageToDataUrl(file, side);
    if (last.length <= MAX_IMAGE_DATA_URL_LENGTH) return last;
  }
  throw new Error(`The image is still too large after resizing (${last.length} characters).`);
}
