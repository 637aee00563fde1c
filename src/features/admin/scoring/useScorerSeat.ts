import { useCallback, useEffect, useRef, useState } from 'react';
import { useSyncSelector } from '../../../data/DatabaseProvider';
import type { GameScorerDoc } from '../../../shared/schemas/gameScorers.schema';
import type { ScorerAction, ScorerWho } from '../../../shared/scoring/scorerSeat';
import { scorerRole } from '../../../shared/scoring/scorerSeat';
import { errorMessage } from '../../../ui/errorMessage';
import { worthRetrying } from '../shared/serverApi';
import { useGameScorer } from './queries';
import { changeSeat } from './scorerApi';
import type { SeatView } from './scorerModel';
import { laterSeat, seatView } from './scorerModel';

const keyOf = (gameId: string) => `liaa.console.scoring.${gameId}`;

/** How long a claim waits for the server's answer before it counts as not reached, and is sent again. */
export const CLAIM_WAIT_MS = 8_000;

/** Whether this device scored the game when it last looked (kept across reloads: a phone may come back hours later). */
function wasScoring(gameId: string): boolean {
  try {
    return localStorage.getItem(keyOf(gameId)) !== null;
  } catch {
    return false;
  }
}
function markScoring(gameId: string, scoring: boolean): void {
  try {
    if (scoring) localStorage.setItem(keyOf(gameId), '1');
    else localStorage.removeItem(keyOf(gameId));
  } catch {
    // Storage refused: the notice then covers this session only.
  }
}

export interface ScorerSeat {
  seat: GameScorerDoc | null;
  view: SeatView;
  /** This device may score the game now: it is its scorer, or nobody is. */
  mayScore: boolean;
  /** The device started scoring: with nobody scoring, it claims the game (again once online, if offline). */
  started(): void;
  act(action: Exclude<ScorerAction, 'claim'>): void;
  busy: boolean;
  error: string | null;
  /** This device scored the game and another took over: said until `seenLost`. */
  lost: GameScorerDoc | null;
  seenLost(): void;
}

/**
 * Who scores this game, for its console (docs/design/scoring.md, "One scorer at a time"): the seat
 * as pulled, or as the server's last answer said when that is later; the server decides every change.
 */
export function useScorerSeat(gameId: string, me: ScorerWho & { label: string }, now: () => number): ScorerSeat {
  const pulled = useGameScorer(gameId);
  const [answered, setAnswered] = useState<GameScorerDoc | null>(null);
  const seat = laterSeat(pulled.status === 'ready' ? pulled.data : null, answered?.gameId === gameId ? answered : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useSyncSelector((sync) => sync.online);
  const claiming = useRef(false);
  const [wantClaim, setWantClaim] = useState(false);
  // Claims in a row that got no answer, or a failure, though the sync said online; and a count whose change tries again.
  const [unreached, setUnreached] = useState(0);
  const [retry, setRetry] = useState(0);
  const [lostSeen, setLostSeen] = useState<number | null>(null);
  const [, rerender] = useState(0);
  const role = me.device ? scorerRole(seat, me) : 'free';
  const at = now();

  const act = useCallback(
    (action: ScorerAction) => {
      setBusy(true);
      // Handing over by this device's own choice: no 'no longer scoring' notice afterwards.
      if (action === 'accept') markScoring(gameId, false);
      changeSeat(gameId, action, me.device, me.label)
        .then((doc) => {
          setAnswered(doc);
          setError(null);
        })
        .catch((reason: unknown) => setError(errorMessage(reason)))
        .finally(() => setBusy(false));
    },
    [gameId, me.device, me.label],
  );

  // A claim made offline waits for the connection; a refused one is not repeated. One that gets no
  // answer while the sync says online (a connection back a moment before fetches go through, or none
  // within CLAIM_WAIT_MS), or a failure the server says is passing (a 5xx, 429), is tried again after
  // 1 s, 2 s, 4 s… up to 30 s, and at once when the connection comes back.
  useEffect(() => {
    if (!wantClaim || !online || claiming.current) return;
    claiming.current = true;
    changeSeat(gameId, 'claim', me.device, me.label, AbortSignal.timeout(CLAIM_WAIT_MS))
      .then((doc) => {
        setAnswered(doc);
        setWantClaim(false);
        setUnreached(0);
      })
      .catch((reason: unknown) => {
        if (worthRetrying(reason)) {
          setUnreached((n) => n + 1);
          return;
        }
        // Refused: another device claimed first, and its seat, pulled, says who scores (the banner).
        setWantClaim(false);
        setUnreached(0);
      })
      .finally(() => (claiming.current = false));
  }, [wantClaim, online, retry, gameId, me.device, me.label]);

  useEffect(() => {
    if (unreached === 0) return undefined;
    const timer = window.setTimeout(() => setRetry((n) => n + 1), Math.min(1_000 * 2 ** (unreached - 1), 30_000));
    return () => window.clearTimeout(timer);
  }, [unreached]);

  useEffect(() => {
    if (role === 'scorer') markScoring(gameId, true);
  }, [role, gameId]);

  // A request's expiry shown when it comes, not at the console's next look at the clock.
  const expiresAt = seat?.request?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return undefined;
    const wait = expiresAt - now();
    if (wait <= 0) return undefined;
    const timer = window.setTimeout(() => rerender((n) => n + 1), Math.min(wait + 50, 2_147_000_000));
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  const lost = role === 'other' && seat && wasScoring(gameId) && lostSeen !== seat.seq ? seat : null;
  return {
    seat,
    view: me.device ? seatView(seat, me, at) : { kind: 'free' },
    mayScore: role !== 'other',
    started: () => {
      if (role === 'free' && me.device) setWantClaim(true);
    },
    act,
    busy,
    error,
    lost,
    seenLost: () => {
      markScoring(gameId, false);
      setLostSeen(seat?.seq ?? null);
    },
  };
}
