/*
 * The association's calendar and clock. Every date the product shows or reads
 * (a game's day and time, "today", a season's bounds, an article's date) is in
 * the association's time zone, the same on the server, on a fan's phone abroad
 * and in a scorer's browser set to another zone (docs/design/page-start.md, "Dates").
 *
 * The zone is a build setting, ASSOCIATION_TIME_ZONE (default America/New_York).
 * The app's build carries the zone's UTC offsets as a small table (zoneTable.ts),
 * so a page needs none of Intl's time-zone data to show a date; the server and the
 * tests, which have Intl at hand, ask Intl.
 */

declare const __LIAA_TIME_ZONE__: string | undefined;
declare const __LIAA_ZONE_TABLE__: string | undefined;

const DEFAULT_ZONE = 'America/New_York';

/** The association's IANA time zone, e.g. 'America/New_York'. */
export const TIME_ZONE: string =
  typeof __LIAA_TIME_ZONE__ === 'string'
    ? __LIAA_TIME_ZONE__
    : (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.ASSOCIATION_TIME_ZONE || DEFAULT_ZONE;

/**
 * A zone's offsets: the offset (minutes east of UTC) before the first change, then
 * each change as [minutes since 1970 UTC, the offset from then on], in time order.
 */
export interface ZoneTable {
  initial: number;
  changes: [number, number][];
}

/**
 * The packed form the app's build carries: 'initial;Δt,offset;Δt,offset…' where each
 * Δt is the minutes since the previous change (the first: since 1970) in base 36.
 */
export type PackedZoneTable = string;

export function unpackZoneTable(packed: PackedZoneTable): ZoneTable {
  const [initial, ...rest] = packed.split(';');
  let at = 0;
  const changes = rest.map((entry): [number, number] => {
    const [delta, offset] = entry.split(',');
    at += parseInt(delta, 36);
    return [at, Number(offset)];
  });
  return { initial: Number(initial), changes };
}

/** The offset a table gives at an instant (minutes east of UTC). */
export function tableOffset(table: ZoneTable, ms: number): number {
  const minute = ms / 60_000;
  let offset = table.initial;
  // A few dozen changes: read in order, the first one still ahead ends it.
  for (const [at, next] of table.changes) {
    if (at > minute) break;
    offset = next;
  }
  return offset;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving a zone's wall clock as numbers (year … second, 24-hour). */
export function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** The offset Intl gives for a zone at an instant (minutes east of UTC). */
export function intlOffset(zone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(zone).formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const instant = Math.floor(ms / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

let table: ZoneTable | undefined;

/**
 * The association's offset from UTC at an instant, in minutes (New York in winter: -300).
 * The build's constant decides the branch, so the app's bundle holds no Intl path.
 */
export function zoneOffset(ms: number): number {
  if (typeof __LIAA_ZONE_TABLE__ === 'string') return tableOffset((table ??= unpackZoneTable(__LIAA_ZONE_TABLE__)), ms);
  return intlOffset(TIME_ZONE, ms);
}

/** An instant read on the association's calendar and clock. */
export interface Zoned {
  year: number;
  /** 0-based, as Date's. */
  month: number;
  day: number;
  /** 0 for Sunday, as Date's. */
  weekday: number;
  hours: number;
  minutes: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function zoned(moment: Date | number | string): Zoned {
  const ms = new Date(moment).getTime();
  const wall = new Date(ms + zoneOffset(ms) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
  };
}

/**
 * The instant at a wall-clock time in the association's zone (month 0-based; days,
 * hours and minutes out of range carry over, as Date.UTC's). A time a spring-forward
 * skips is read with the offset from before the change (2:30 becomes 3:30); a time
 * a fall-back repeats is read as its first occurrence.
 */
export function zonedTime(year: number, month: number, day: number, hours = 0, minutes = 0): number {
  const wall = Date.UTC(year, month, day, hours, minutes);
  const before = zoneOffset(wall - DAY);
  const after = zoneOffset(wall + DAY);
  const first = wall - before * 60_000;
  if (zoneOffset(first) === before) return first;
  const second = wall - after * 60_000;
  if (zoneOffset(second) === after) return second;
  return first;
}

/** Midnight of the association's day an instant falls on. */
export function startOfZonedDay(moment: Date | number | string): number {
  const z = zoned(moment);
  return zonedTime(z.year, z.month, z.day);
}

/** The same wall-clock time `days` days later (or earlier) on the association's calendar. */
export function addZonedDays(moment: Date | number | string, days: number): number {
  const z = zoned(moment);
  return zonedTime(z.year, z.month, z.day + days, z.hours, z.minutes);
}

export const pad = (n: number): string => String(n).padStart(2, '0');

/** '2026-11-21': the association's day an instant falls on. */
export function zonedDayKey(moment: Date | number | string): string {
  const z = zoned(moment);
  return `${z.year}-${pad(z.month + 1)}-${pad(z.day)}`;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * A form's 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (a date or datetime-local input) as the
 * instant it names in the association's zone; null when it names no real date or time.
 */
export function parseZonedInput(value: string): number | null {
  const m = INPUT.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hours, minutes] = m.slice(1).map((part) => Number(part ?? 0));
  // Date.UTC carries 30 February over to March, 24:00 to the next day: a real date and time reads back the same.
  const wall = new Date(Date.UTC(year, month - 1, day, hours, minutes)).toISOString().slice(0, 16);
  return wall === `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}` ? zonedTime(year, month - 1, day, hours, minutes) : null;
}
