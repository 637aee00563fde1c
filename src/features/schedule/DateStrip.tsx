import { Link, useNavigate } from 'react-router-dom';
import { shortDay } from '../../shared/dates';
import { daysFrom, parseDay } from './scheduleRules';
import { addZonedDays, zonedDayKey } from '../../shared/zone';

/** The address of /schedule on another day, keeping the other choices (sport, My Teams); today has no date. */
export function dayHref(search: URLSearchParams, day: number | null): string {
  const next = new URLSearchParams(search);
  if (day === null) next.delete('date');
  else next.set('date', zonedDayKey(day));
  const text = next.toString();
  return text ? `/schedule?${text}` : '/schedule';
}

/**
 * Issue 17's date strip: yesterday, today and tomorrow one tap away, then a stepper (the day
 * before, any date from the date field, the day after). The day is in the address (`?date=`),
 * so it can be shared. On a phone the days fill one row and the stepper the next.
 */
export function DateStrip({ search, day, now }: { search: URLSearchParams; day: number | null; now: number }) {
  const navigate = useNavigate();
  const shown = day ?? now;
  const offset = daysFrom(now, shown);
  const chips = [-1, 0, 1].map((days) => ({ days, day: addZonedDays(now, days), label: days === -1 ? 'Yesterday' : days === 0 ? 'Today' : 'Tomorrow' }));
  if (offset < -1 || offset > 1) chips.push({ days: offset, day: shown, label: shortDay(new Date(shown)) });
  return (
    <nav className="date-strip" aria-label="Choose a day">
      <ul className="date-strip__days">
        {chips
          .sort((a, b) => a.days - b.days)
          .map((chip) => (
            <li key={chip.days}>
              <Link
                className="date-strip__day"
                to={dayHref(search, chip.days === 0 ? null : chip.day)}
                aria-current={chip.days === offset ? 'date' : undefined}
              >
                {chip.label}
              </Link>
            </li>
          ))}
      </ul>
      {/* The day before, the day shown (any date), the day after: in the order the keyboard reaches them. */}
      <div className="date-strip__stepper">
        <Link className="date-strip__step" to={dayHref(search, offset === 1 ? null : addZonedDays(shown, -1))}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous day</span>
        </Link>
        <label className="date-strip__pick">
          <span className="date-strip__pick-label" aria-hidden="true">
            Pick a date
          </span>
          <input
            type="date"
            aria-label="Pick a date"
            value={zonedDayKey(shown)}
            onChange={(event) => {
              const picked = parseDay(event.target.value);
              if (picked !== null) void navigate(dayHref(search, daysFrom(now, picked) === 0 ? null : picked));
            }}
          />
        </label>
        <Link className="date-strip__step" to={dayHref(search, offset === -1 ? null : addZonedDays(shown, 1))}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next day</span>
        </Link>
      </div>
    </nav>
  );
}
