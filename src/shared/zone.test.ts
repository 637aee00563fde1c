import { describe, expect, it } from 'vitest';
import {
  addZonedDays,
  intlOffset,
  parseZonedInput,
  startOfZonedDay,
  tableOffset,
  TIME_ZONE,
  unpackZoneTable,
  zoned,
  zonedDayKey,
  zonedTime,
  zoneOffset,
} from './zone';
import { packZoneTable, zoneTable } from './zoneTable';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wall clock Intl gives in the association's zone. */
function intlWall(ms: number) {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
  });
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday),
    hours: Number(parts.hour),
    minutes: Number(parts.minute),
  };
}

describe("the association's zone", () => {
  it('is New York unless the build says otherwise, and the tests run on a device elsewhere', () => {
    expect(TIME_ZONE).toBe(process.env.ASSOCIATION_TIME_ZONE || 'America/New_York');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });

  it('reads every 7 h 13 min of 2025-2027 as Intl does', () => {
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 7 * HOUR + 13 * MINUTE) {
      expect(zoned(at)).toEqual(intlWall(at));
    }
  });

  it("reads either side of each of the zone's changes as Intl does", () => {
    const { changes } = zoneTable(TIME_ZONE, 2025, 2027);
    expect(changes.length).toBeGreaterThan(0);
    for (const [minute] of changes) {
      for (const at of [minute * MINUTE - MINUTE, minute * MINUTE, minute * MINUTE + MINUTE]) expect(zoned(at)).toEqual(intlWall(at));
    }
  });

  it('turns a wall-clock time back into its instant, across the year', () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 5 * HOUR + 7 * MINUTE) {
      const z = zoned(at);
      const instant = zonedTime(z.year, z.month, z.day, z.hours, z.minutes);
      // The first occurrence of a repeated hour is the earlier instant.
      expect(instant).toBeLessThanOrEqual(Math.floor(at / MINUTE) * MINUTE);
      expect(zoned(instant)).toEqual(z);
    }
  });

  it('reads a time a spring-forward skips with the offset before it, a repeated time as its first occurrence', () => {
    // New York, 2026: clocks go from 2:00 to 3:00 on 8 March and from 2:00 back to 1:00 on 1 November.
    expect(new Date(zonedTime(2026, 2, 8, 2, 30)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zoned(zonedTime(2026, 2, 8, 2, 30))).toMatchObject({ hours: 3, minutes: 30 });
    expect(new Date(zonedTime(2026, 10, 1, 1, 30)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('has days of 23 and 25 hours, and adds days by the calendar', () => {
    const march7 = zonedTime(2026, 2, 7);
    expect(addZonedDays(march7, 1) - march7).toBe(24 * HOUR);
    expect(addZonedDays(march7, 2) - addZonedDays(march7, 1)).toBe(23 * HOUR);
    const oct31 = zonedTime(2026, 9, 31, 19, 5);
    expect(addZonedDays(oct31, 1) - oct31).toBe(25 * HOUR);
    expect(zoned(addZonedDays(oct31, 1))).toMatchObject({ month: 10, day: 1, hours: 19, minutes: 5 });
    expect(zonedDayKey(addZonedDays(oct31, -31))).toBe('2026-09-30');
  });

  it("starts the association's day at its midnight, not the device's or UTC's", () => {
    // 01:30 UTC on 21 November is still 20 November in New York (and 10:30 on the 21st in Tokyo).
    const at = Date.parse('2026-11-21T01:30:00Z');
    expect(zonedDayKey(at)).toBe('2026-11-20');
    expect(new Date(startOfZonedDay(at)).toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(new Date(startOfZonedDay('2026-07-04T12:00:00Z')).toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it("reads a form's date and datetime-local text in the association's zone, and refuses what names no time", () => {
    expect(new Date(parseZonedInput('2026-11-20T19:00')!).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(new Date(parseZonedInput('2026-07-04')!).toISOString()).toBe('2026-07-04T04:00:00.000Z');
    for (const bad of ['', '2026-02-30', '2026-13-01', '2026-11-20T24:00', '2026-11-20T19:60', '20/11/2026', '2026-11-20 19:00x']) {
      expect(parseZonedInput(bad)).toBeNull();
    }
  });

});

describe("the build's offset table", () => {
  const zones = ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Los_Angeles'];

  it.each(zones)('gives the offsets Intl gives for %s, round-tripped through its packed form', (zone) => {
    const table = unpackZoneTable(packZoneTable(zoneTable(zone, 2024, 2030)));
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2031, 0, 1); at += 11 * HOUR + 17 * MINUTE) {
      expect(tableOffset(table, at)).toBe(intlOffset(zone, at));
    }
    for (const [minute] of table.changes) {
      for (const at of [minute * MINUTE - MINUTE, minute * MINUTE]) expect(tableOffset(table, at)).toBe(intlOffset(zone, at));
    }
  });

  it('is small: New York to 2050 is about 60 changes', () => {
    const packed = packZoneTable(zoneTable('America/New_York'));
    expect(unpackZoneTable(packed).changes).toHaveLength(62);
    expect(packed.length).toBeLessThan(700);
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => zoneTable('Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('gives the same offset as Intl outside the app (the tests and the server ask Intl)', () => {
    expect(zoneOffset(Date.UTC(2026, 0, 15))).toBe(intlOffset(TIME_ZONE, Date.UTC(2026, 0, 15)));
  });
});
