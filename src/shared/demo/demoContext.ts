import type { Rng } from './prng';

/** What every demo generator needs: the seeded random source and the day the data is built around. */
export interface DemoContext {
  rng: Rng;
  /** The instant the demo treats as now; dates are placed around its local day. */
  today: Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A local time `dayOffset` days from today's local date. */
export function dayAt(today: Date, dayOffset: number, hour: number, minute = 0): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + dayOffset, hour, minute);
}

/** 'YYYY-MM-DD' of the local date, the format articles store. */
export function localDateString(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The meta fields of DESIGN.md §2 for a demo document. */
export function demoMeta(createdAt: number, updatedAt: number = createdAt) {
  return { createdAt, updatedAt, updatedBy: 'demo' };
}

/** Inline SVG as a base64 data URL (SVG text here is ASCII, so btoa is safe on both sides). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
