import { useEffect, useMemo, useState } from 'react';
import type { FollowedTeam } from '../../shared/calendarLinks';
import type { AlertRecord } from './alertRecord';
import { alertRecord, alertsCover } from './alertRecord';

export type AlertMeStatus = 'off' | 'asking' | 'on' | 'blocked' | 'unsupported';

export interface AlertMe {
  status: AlertMeStatus;
  /** How alerts come once on: 'push' (app closed too) or 'page' (while the app is open). */
  mode: AlertRecord['mode'] | null;
  toggle(): void;
}

const loadAlerts = () => import('./enableAlerts');

/**
 * 'Alert me' for a game's or a school's teams. Notifications are asked for only at the fan's tap
 * (never on a page's load); the code that subscribes is a chunk loaded then.
 */
export function useAlertMe(teams: readonly FollowedTeam[]): AlertMe {
  const [record, setRecord] = useState<AlertRecord | null>(() => alertRecord.read());
  const [asking, setAsking] = useState(false);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const subscription = alertRecord.watch().subscribe(setRecord);
    return () => subscription.unsubscribe();
  }, []);
  const on = useMemo(() => alertsCover(record, teams), [record, teams]);
  // A page rendered on the server (src/ssr/renderPage.tsx) has the button, as nearly every browser's first render
  // does: the app taking the page over then adds nothing to it (a layout shift).
  const supported = typeof window === 'undefined' || 'Notification' in window;

  const toggle = () => {
    if (asking || !supported) return;
    setAsking(true);
    const done = () => setAsking(false);
    if (on) {
      void loadAlerts()
        .then((alerts) => alerts.disableAlerts(teams))
        .finally(done);
      return;
    }
    // Asked in the tap's own task: browsers grant the prompt only to a user's gesture.
    void Notification.requestPermission()
      .then(async (permission) => {
        setBlocked(permission !== 'granted');
        if (permission === 'granted') await (await loadAlerts()).enableAlerts(teams);
      })
      .finally(done);
  };

  const status: AlertMeStatus = !supported ? 'unsupported' : asking ? 'asking' : on ? 'on' : blocked ? 'blocked' : 'off';
  return { status, mode: on ? (record?.mode ?? null) : null, toggle };
}
