import { zoned, zonedTime } from '../zone';
import type { Rng } from './prng';

/** What every demo generator needs: the seeded random source and the day the data is built around. */
export interface DemoContext {
  rng: Rng;
  /** The instant the demo treats as now; dates are placed around its day in the association's zone. */
  today: Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A time of the association's day `dayOffset` days from today's. */
export function dayAt(today: Date, dayOffset: number, hour: number, minute = 0): Date {
  const { year, month, day } = zoned(today);
  return new Date(zonedTime(year, month, day + dayOffset, hour, minute));
}

/** The meta fields of docs/design/data-model.md §4 for a demo document. */
export function demoMeta(createdAt: number, updatedAt: number = createdAt) {
  return { createdAt, updatedAt, updatedBy: 'demo' };
}

/** Inline SVG as a base64 data URL (SVG text here is ASCII). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${latin1ToBase64(svg)}`;
}

const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * What `btoa` gives, without `btoa`: src/shared compiles without DOM or Node types
 * (tsconfig.shared.json), and `btoa` is a global of both, not of the language.
 * Like `btoa`, it refuses a character above U+00FF.
 */
export function latin1ToBase64(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const bytes = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)].slice(0, text.length - i);
    if (bytes.some((b) => b > 0xff)) throw new RangeError('latin1ToBase64: a character above U+00FF');
    const [a, b = 0, c = 0] = bytes;
    const n = (a << 16) | (b << 8) | c;
    out += BASE64_DIGITS[(n >> 18) & 63] + BASE64_DIGITS[(n >> 12) & 63];
    out += bytes.length > 1 ? BASE64_DIGITS[(n >> 6) & 63] : '=';
    out += bytes.length > 2 ? BASE64_DIGITS[n & 63] : '=';
  }
  return out;
}
