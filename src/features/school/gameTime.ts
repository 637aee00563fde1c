/** Dates and times of games in the visitor's own time zone and a fixed English format. */
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatGameTime(iso: string): string {
  const date = parse(iso);
  return date ? TIME.format(date) : '';
}

export function formatGameDate(iso: string): string {
  const date = parse(iso);
  return date ? DATE.format(date) : iso;
}
