import { useEffect, useState } from 'react';
import { startDayTicker } from './dayTicker';
import { zonedDayKey } from '../../shared/zone';

export interface Today {
  /** The local date ('YYYY-MM-DD'). */
  day: string;
  /** The time `day` was read at: 'today' for the schedule's rules and day labels. */
  now: number;
}

/** The local date ('YYYY-MM-DD'), renewed at midnight and when the fan comes back to the tab. */
export function useToday(): Today {
  const [today, setToday] = useState<Today>(() => {
    const now = Date.now();
    return { day: zonedDayKey(now), now };
  });
  useEffect(() => {
    const refresh = () => {
      const now = Date.now();
      const day = zonedDayKey(now);
      setToday((prev) => (prev.day === day ? prev : { day, now }));
    };
    const stop = startDayTicker(refresh);
    // A phone asleep past midnight may run its timer late: check again when the page is shown.
    document.addEventListener('visibilitychange', refresh);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return today;
}
