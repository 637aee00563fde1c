/*
 * Builds a zone's offset table from Intl, at build time (vite.config.ts): the app then
 * carries the packed table instead of reading Intl's time-zone data on a fan's phone.
 * Not imported by the app's code.
 */
import { intlOffset, type PackedZoneTable, type ZoneTable } from './zone';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every change of a zone's offset from the start of `fromYear` to the end of `toYear`. */
export function zoneTable(zone: string, fromYear = 2020, toYear = 2050): ZoneTable {
  // Throws a RangeError naming the zone when Intl does not know it.
  new Intl.DateTimeFormat('en-US', { timeZone: zone });
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const initial = intlOffset(zone, start);
  const changes: [number, number][] = [];
  let offset = initial;
  // Offsets change at most a few times a year, never twice within six hours.
  for (let at = start; at < end; at += 6 * HOUR) {
    const next = intlOffset(zone, at + 6 * HOUR);
    if (next === offset) continue;
    // The first minute with the new offset.
    let lo = at;
    let hi = at + 6 * HOUR;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (intlOffset(zone, mid) === offset) lo = mid;
      else hi = mid;
    }
    changes.push([hi / MINUTE, next]);
    offset = next;
  }
  return { initial, changes };
}

export function packZoneTable(table: ZoneTable): PackedZoneTable {
  let previous = 0;
  const entries = table.changes.map(([at, offset]) => {
    const entry = `${(at - previous).toString(36)},${offset}`;
    previous = at;
    return entry;
  });
  return [String(table.initial), ...entries].join(';');
}
