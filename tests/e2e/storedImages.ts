import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The image element shows the stored image (a school's logo, an article's image: a data URL),
 * pixel for pixel, whatever its address: the data URL itself or an object URL made from it
 * (src/ui/imageSrc.ts). The page's CSP lets no script read a blob: address, so both are drawn.
 */
export async function expectStoredImage(img: Locator, stored: string): Promise<void> {
  await expect(img).toHaveAttribute('src', /^(blob:|data:image\/)/);
  await img.scrollIntoViewIfNeeded();
  const same = () =>
    img.evaluate(async (shown: HTMLImageElement, image: string) => {
      if (!shown.complete || shown.naturalWidth === 0) return 'not loaded';
      const expected = new Image();
      expected.src = image;
      await expected.decode();
      const pixels = (source: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = 48;
        canvas.height = 48;
        const context = canvas.getContext('2d');
        context?.drawImage(source, 0, 0, 48, 48);
        return Array.from(context?.getImageData(0, 0, 48, 48).data ?? []);
      };
      const [a, b] = [pixels(shown), pixels(expected)];
      if (!a.some((value) => value !== 0)) return 'blank';
      return a.every((value, i) => value === b[i]) ? 'same' : 'different';
    }, stored);
  await expect.poll(same).toBe('same');
}
