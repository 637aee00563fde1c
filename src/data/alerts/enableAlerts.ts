import type { FollowedTeam } from '../../shared/calendarLinks';
import { encodeTeams } from '../../shared/calendarLinks';
import type { AlertRecord } from './alertRecord';
import { alertRecord, withTeams, withoutTeams } from './alertRecord';
import { MY_TEAMS_KEY, saveMyTeams } from '../myTeams';

/*
 * Turning alerts on and off: a chunk loaded at the tap on 'Alert me' (the first visit never
 * downloads it). Web Push where the browser has a push service: the subscription goes to the
 * sync server (POST /api/push/subscribe) with every team this device asked alerts for; without
 * one (or offline), the alerts are shown by an open page (useInPageAlerts.ts).
 */

/** A push service answers in seconds; one that never does is no push service for us. */
const PUSH_TIMEOUT_MS = 10_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer`)), PUSH_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};

async function pushSubscription(): Promise<PushSubscription> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') throw new Error('this browser has no Web Push');
  const registration = await within(navigator.serviceWorker.ready, 'the service worker');
  const current = await registration.pushManager.getSubscription();
  if (current) return current;
  const answer = await fetch('/api/push/key');
  if (!answer.ok) throw new Error(`the server answered ${answer.status}`);
  const { publicKey } = (await answer.json()) as { publicKey: string };
  return within(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }), 'the push service');
}

async function sendTeams(subscription: PushSubscription, teams: readonly FollowedTeam[]): Promise<void> {
  const answer = await fetch('/api/push/subscribe', {
    method: teams.length ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(teams.length ? { subscription: subscription.toJSON(), teams: encodeTeams(teams) } : { endpoint: subscription.endpoint }),
  });
  if (!answer.ok) throw new Error(`the server answered ${answer.status}`);
}

/** Alerts for `teams` too (after the fan allowed notifications): how they will come. */
export async function enableAlerts(teams: readonly FollowedTeam[]): Promise<AlertRecord['mode']> {
  const all = withTeams(alertRecord.read()?.teams ?? [], teams);
  let mode: AlertRecord['mode'] = 'page';
  try {
    await sendTeams(await pushSubscription(), all);
    mode = 'push';
  } catch (err) {
    console.info('Alerts will show while the app is open:', (err as Error).message);
  }
  alertRecord.write({ teams: all, mode });
  follow(teams);
  return mode;
}

/**
 * Alerts are for My Teams: a team the fan asks alerts for is followed too (unfollowing it stops
 * them, followedTeams.ts, which loads this chunk: so the list is read here, not through it).
 */
function follow(teams: readonly FollowedTeam[]): void {
  let list: FollowedTeam[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MY_TEAMS_KEY) ?? '[]');
    if (Array.isArray(parsed)) list = parsed as FollowedTeam[];
  } catch {
    // Nothing readable: the teams asked for are the list.
  }
  const added = withTeams(list, teams.map((team) => (team.sport ? { school: team.school, sport: team.sport } : { school: team.school })));
  if (added.length > list.length) saveMyTeams(added);
}

/** No more alerts for `teams`; the push subscription goes once no team is left. */
export async function disableAlerts(teams: readonly FollowedTeam[]): Promise<void> {
  const record = alertRecord.read();
  const left = withoutTeams(record?.teams ?? [], teams);
  alertRecord.write({ teams: left, mode: record?.mode ?? 'page' });
  if (record?.mode !== 'push' || !('serviceWorker' in navigator)) return;
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (!subscription) return;
  await sendTeams(subscription, left).catch(() => undefined);
  if (left.length === 0) await subscription.unsubscribe().catch(() => false);
}
