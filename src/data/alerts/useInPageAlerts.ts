import { useEffect, useRef } from 'react';
import type { AlertPayload, AlertState } from '../../shared/alerts';
import { SCORE_ALERT_INTERVAL_MS, alertPayload, decideAlert } from '../../shared/alerts';
import type { FollowedTeam } from '../../shared/calendarLinks';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { alertRecord, alertsCover } from './alertRecord';


/** A notification through the service worker (a system notification, as a push would show it). */
export async function showAlert(payload: AlertPayload): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, icon: '/icons/icon-192.png', data: { url: payload.url } });
}

const stateOf = (game: GameDoc, scoreAt: number): AlertState => ({
  status: game.status,
  home: String(game.score?.home?.final ?? '').trim(),
  away: String(game.score?.away?.final ?? '').trim(),
  scoreAt,
});

/**
 * Alerts on a browser with no push service (alertRecord's mode 'page'): while the game's page is
 * open, its changes (synced in live) are told as the server would tell them (src/shared/alerts.ts,
 * the same window between score alerts), from the state the page opened with.
 */
export function useInPageAlerts(game: GameDoc | null, teams: readonly FollowedTeam[]): void {
  const told = useRef<{ id: string; state: AlertState } | null>(null);
  useEffect(() => {
    if (!game) return undefined;
    const record = alertRecord.read();
    if (told.current?.id !== game.id) told.current = { id: game.id, state: stateOf(game, 0) };
    if (record?.mode !== 'page' || !alertsCover(record, teams)) {
      told.current = { id: game.id, state: stateOf(game, told.current.state.scoreAt) };
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The effect runs again at every change of the game: `game` here is the latest.
    const current = game;
    const weigh = () => {
      if (!told.current) return;
      const decision = decideAlert(current, told.current.state, Date.now(), SCORE_ALERT_INTERVAL_MS);
      if (decision.kind === 'wait') {
        timer = setTimeout(weigh, Math.max(0, decision.until - Date.now()));
        return;
      }
      if (decision.record) told.current = { id: current.id, state: decision.record };
      if (decision.kind !== 'none') void showAlert(alertPayload(decision.kind, current));
    };
    weigh();
    return () => clearTimeout(timer);
  }, [game, teams]);
}
