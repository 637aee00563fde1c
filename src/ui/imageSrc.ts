/** Each stored image's address on this page: the data URL itself, or an object URL made from it. */
const addresses = new Map<string, string>();

function objectUrlOf(dataUrl: string): string | null {
  const comma = dataUrl.indexOf(',');
  const head = dataUrl.slice(5, comma);
  if (comma < 0 || !head.endsWith(';base64')) return null;
  try {
    const bytes = atob(dataUrl.slice(comma + 1));
    const buffer = new Uint8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) buffer[i] = bytes.charCodeAt(i);
    return URL.createObjectURL(new Blob([buffer], { type: head.slice(0, -';base64'.length) }));
  } catch {
    return null;
  }
}

/**
 * The `src` for an image stored in a document (a school's logo, an article's image: data URLs,
 * docs/design/data-model.md). An image given as a data URL is loaded by Chromium at once, in the
 * task that put its element in the page, and an SVG image costs a document of its own there
 * (6-15 ms each on this machine): /schedule switching its rows to the schools' logos after a first
 * sync made 18 of them in one task. An object URL of the same bytes loads like any address: in a
 * task of its own, once per address, and not before a lazy image nears the screen
 * (docs/design/page-start.md, "Images stored as data URLs").
 *
 * An image the page already shows (the server's page, which the app hydrates) keeps its data URL:
 * it is in the page's memory cache, where a new address would show an empty box until it loaded.
 * Each image keeps the address it was first given for the page's life.
 */
export function imageSrc(url: string): string;
export function imageSrc(url: string | undefined): string | undefined;
export function imageSrc(url: string | undefined): string | undefined {
  if (!url?.startsWith('data:') || typeof document === 'undefined') return url;
  let address = addresses.get(url);
  if (address === undefined) {
    const shown = Array.prototype.some.call(document.images, (image: HTMLImageElement) => image.getAttribute('src') === url);
    address = (shown ? null : objectUrlOf(url)) ?? url;
    addresses.set(url, address);
  }
  return address;
}
