import { useEffect, useState } from 'react';
import { startDayTicker } from './dayTicker';
import { localDayKey } from './scheduleRules';

/** The local date ('YYYY-MM-DD'), renewed at midnight and when the fan comes back to the tab. */
export function useToday(): string {
  const [day, setDay] = useState(() => localDayKey(Date.now()));
  useEffect(() => {
    const refresh = () => setDay(localDayKey(Date.now()));
    const stop = startDayTicker(refresh);
    // A phone asleep past midnight may run its timer late: check again when the page is shown.
    document.addEventListener('visibilitychange', refresh);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return day;
}
