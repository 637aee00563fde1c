import { parseZonedInput, pad, TIME_ZONE, zoned } from '../../../shared/zone';

/** Game times as the admin types and reads them, in the association's time zone (src/shared/zone.ts). */
const DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: TIME_ZONE });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? DATE.format(date) : iso;
}

export function formatTime(iso: string): string {
  const date = parse(iso);
  return date ? TIME.format(date) : '';
}

/** A moment of the admin pages (an edit, a sign-in) as 'Dec 5, 2026, 7:05 PM', the association's clock. */
export function formatMoment(moment: string | number): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? String(moment) : MOMENT.format(date);
}

/**
 * The value of an `<input type="datetime-local">` ('2025-09-12T19:00', the association's
 * clock) as an ISO instant, or null when it is empty or not a real time.
 */
export function localInputToIso(value: string): string | null {
  const at = parseZonedInput(value.trim().replace(/(T\d{2}:\d{2}):\d{2}$/, '$1'));
  return at === null ? null : new Date(at).toISOString();
}

/** An ISO time as a `<input type="datetime-local">` value on the association's clock ('2026-10-03T18:30'). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const z = zoned(date);
  return `${z.year}-${pad(z.month + 1)}-${pad(z.day)}T${pad(z.hours)}:${pad(z.minutes)}`;
}

/** 'New York' for 'America/New_York'. */
function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * Under an admin's time field when the device keeps another clock than the association's:
 * 'In New York time, the association's; this device is on Tokyo time.' Null when they agree.
 */
export function zoneHint(deviceZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone, now: number = Date.now()): string | null {
  if (!deviceZone || deviceZone === TIME_ZONE) return null;
  // A zone with another name but the same clock today and in six months (Detroit for New York) needs no word.
  const sameClock = [now, now + 182 * 86_400_000].every((at) => {
    const device = new Date(at).toLocaleString('en-US', { timeZone: deviceZone });
    return device === new Date(at).toLocaleString('en-US', { timeZone: TIME_ZONE });
  });
  if (sameClock) return null;
  return `In ${zoneCity(TIME_ZONE)} time, the association's; this device is on ${zoneCity(deviceZone)} time.`;
}
