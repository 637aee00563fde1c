import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSrc } from './imageSrc';

const svg = (text: string) => `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`).toString('base64')}`;
/** A document showing these images (the server's page, which the app hydrates, shows its logos). */
const page = (...shown: string[]) => ({ images: shown.map((src) => ({ getAttribute: (name: string) => (name === 'src' ? src : null) })) });

describe('imageSrc', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a stored image an object URL of the same bytes and type, the same one each time', async () => {
    vi.stubGlobal('document', page(svg('other')));
    const logo = svg('A');
    const address = imageSrc(logo);
    expect(address).toMatch(/^blob:/);
    expect(imageSrc(logo)).toBe(address);
    const blob = await (await fetch(address)).blob();
    expect(blob.type).toBe('image/svg+xml');
    expect(`data:${blob.type};base64,${Buffer.from(await blob.arrayBuffer()).toString('base64')}`).toBe(logo);
  });

  it("keeps the data URL of an image the page already shows (the server's page being hydrated), for the page's life", () => {
    const logo = svg('B');
    vi.stubGlobal('document', page(logo));
    expect(imageSrc(logo)).toBe(logo);
    vi.stubGlobal('document', page());
    expect(imageSrc(logo)).toBe(logo);
  });

  it("leaves addresses, an empty logo and the server's render as they are", () => {
    vi.stubGlobal('document', page());
    expect(imageSrc('/sports/football.svg')).toBe('/sports/football.svg');
    expect(imageSrc(undefined)).toBeUndefined();
    vi.unstubAllGlobals();
    const logo = svg('C');
    expect(imageSrc(logo)).toBe(logo);
  });

  it('keeps a data URL it cannot read (not base64) as it is', () => {
    vi.stubGlobal('document', page());
    const plain = 'data:image/svg+xml,%3Csvg%2F%3E';
    expect(imageSrc(plain)).toBe(plain);
  });
});
