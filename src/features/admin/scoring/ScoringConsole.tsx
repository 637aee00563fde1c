import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDatabase, useSyncSelector } from '../../../data/DatabaseProvider';
import { GameRuleError } from '../shared/mutations';
import type { PlayDef } from '../../../shared/catalog/scoring';
import { scoringFor } from '../../../shared/catalog/scoring';
import { sportName } from '../../../shared/catalog/sports';
import type { GameStatus } from '../../../shared/schemas/games.schema';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import type { Team } from '../../../shared/scoring/score';
import { computeScore, withDerivedFinals } from '../../../shared/scoring/score';
import { Button } from '../../../ui/Button';
import { errorMessage } from '../../../ui/errorMessage';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { DATABASE_OPENING } from '../../../ui/useFormSubmit';
import type { ScoreCorrection } from '../shared/gameChanges';
import type { AdminGame } from '../shared/queries';
import { addDecidedEntries, correctScores, creditPlay, lastUndoable, setGameClock, setGameStatus, setPeriod, voidEntry, voidFields } from '../shared/scoring';
import { CreditPicker } from './CreditPicker';
import { GameClockControl } from './GameClockControl';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import { pendingText } from '../shared/pendingText';
import type { HistoryItem } from './consoleModel';
import {
  UNDONE,
  alsoScoringText,
  currentPeriod,
  duplicatesText,
  endGameText,
  halfInningText,
  nextHalfInning,
  historyItems,
  nextSetAfter,
  otherScorers,
  lineOfPeriod,
  lineSetsText,
  periodAfterUndo,
  periodForLine,
  periodTitle,
  playColumn,
  playRefusal,
  playsLines,
  playsSets,
  setScoreText,
  shownScore,
  syncedChangeText,
  teamName,
  undoLabel,
} from './consoleModel';
import { useSyncedChange } from './useSyncedChange';
import { ScorerBanner } from './ScorerBanner';
import { deviceLabel } from './scorerModel';
import { useScorerSeat } from './useScorerSeat';
import { EndGameDialog, ReopenDetails } from './EndGameDialog';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LinePicker } from './LinePicker';
import { PeriodPicker } from './PeriodPicker';
import { PlayPads } from './PlayPads';
import { useDeviceClock, useGameRosters } from './queries';
import { ResultsForm } from './ResultsForm';
import { ScoreHistory } from './ScoreHistory';
import { Scoreboard } from './Scoreboard';
import { ScoreCorrectionDialog } from './ScoreCorrectionDialog';
import { VoidEntryDialog } from './VoidEntryDialog';

/** How often 'also being scored elsewhere' is looked at again when nothing new arrives. */
const RECHECK_MS = 30_000;

/**
 * The device's corrected time, renewed every RECHECK_MS. The first reading is the initial
 * state's: the console renders once its game and entries have answered, so with its database,
 * and `now` (the device clock's, one per database) is there from the first render on.
 */
function useClockNow(now: (() => number) | undefined): number {
  const [at, setAt] = useState(() => now?.() ?? Date.now());
  useEffect(() => {
    if (!now) return undefined;
    const timer = window.setInterval(() => setAt(now()), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  return at;
}

export interface ScoringConsoleProps {
  game: AdminGame;
  entries: readonly ScoreEntryDoc[];
}

/**
 * One game's scoring console, for a phone held in one hand: the score, one tap per scoring
 * play, the period, undo, start and end. Every tap is a scoring entry written to this device
 * first; the score shown is computed from the entries here, so it is right offline.
 */
export function ScoringConsole({ game, entries }: ScoringConsoleProps) {
  const db = useDatabase();
  const by = useUpdatedBy();
  const clock = useDeviceClock();
  const device = clock?.device ?? '';
  const pending = useSyncSelector((sync) => sync.pending);
  const now = useClockNow(clock?.now);
  const [error, setError] = useState<string | null>(null);
  /** The play just recorded, offered for a credit to its scorer (issue 39). */
  const [crediting, setCrediting] = useState<{ id: string; team: Team; text: string } | null>(null);
  const rosters = useGameRosters(game);
  /** What the console did by itself after a tap (a set won, the next one started): said, then gone. */
  const [notice, setNotice] = useTimedMessage(5000);
  const [ending, setEnding] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [voiding, setVoiding] = useState<HistoryItem | null>(null);
  // Taps are written one after another, in the order they were made: none is lost to a race.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const scoring = scoringFor(game.sport);
  const plays = scoring.mode === 'plays';
  const score = useMemo(() => shownScore(game, entries), [game, entries]);
  const period = currentPeriod(game);
  const periodText = scoring.halves ? halfInningText(period, game.half) : periodTitle(game.sport, period);
  const nextHalf = scoring.halves && game.status === 'LIVE' ? nextHalfInning(game.sport, period, game.half) : null;
  const undoable = useMemo(() => lastUndoable([...entries], device), [entries, device]);
  const others = useMemo(() => otherScorers(entries, device, now), [entries, device, now]);
  const history = useMemo(() => historyItems(game, entries, device), [game, entries, device]);
  const duplicates = Math.ceil(history.filter((item) => item.duplicateOf).length / 2);
  const synced = useSyncedChange(game.id, entries, score, device);
  // One scoring device at a time (docs/design/scoring.md): another device's console watches, and may ask to take over.
  const label = useMemo(() => deviceLabel(typeof navigator === 'undefined' ? '' : navigator.userAgent), []);
  const seat = useScorerSeat(game.id, { account: by, device, label }, clock?.now ?? Date.now);
  const scores = seat.mayScore;

  const write = useCallback(
    (action: (database: NonNullable<typeof db>) => Promise<unknown>): Promise<void> => {
      if (!db) {
        setError(DATABASE_OPENING);
        return Promise.resolve();
      }
      seat.started();
      const next = queue.current
        .then(() => action(db))
        .then(
          () => setError(null),
          (reason: unknown) => setError(errorMessage(reason)),
        );
      queue.current = next;
      return next;
    },
    [db, seat],
  );

  const play = (team: Team, def: PlayDef) => {
    void write(async (d) => {
      // Decided against the game as the taps before this one left it, not as last drawn: a tap made
      // before the last one's writes showed (a set won, the next one started) counts where it should.
      let notice: string | null = null;
      const written = await addDecidedEntries(d, game.id, by, (now, log) => {
        const atTap = { ...game, ...now };
        const before = shownScore(atTap, log);
        const inPeriod = currentPeriod(atTap);
        const column = playColumn(def, inPeriod);
        const refused = playRefusal(atTap, before, team, column, def.value);
        if (refused) throw new GameRuleError(refused);
        // Volleyball, tennis: the point (game) that wins a set starts the next one (Undo takes both back).
        const after = { home: { ...before.home }, away: { ...before.away } };
        const cell = after[team][column];
        after[team][column] = (typeof cell === 'number' ? cell : 0) + def.value;
        const nextSet = nextSetAfter(atTap.sport, withDerivedFinals(atTap.sport, after, false), inPeriod);
        const lineWon = playsLines(atTap.sport) ? lineOfPeriod(after, inPeriod) : undefined;
        notice = nextSet
          ? `${periodTitle(atTap.sport, inPeriod)} to ${teamName(atTap, team)}, ${setScoreText(after, inPeriod)}. ${periodTitle(atTap.sport, nextSet)} started.`
          : lineWon?.winner
            ? `${lineWon.line.label} to ${teamName(atTap, lineWon.winner)}, ${lineSetsText(lineWon)}.`
            : null;
        return { fields: [{ kind: 'play', team, period: column, value: def.value, play: def.key }], extra: nextSet ? { period: nextSet } : {} };
      });
      setNotice(notice);
      const entry = written[written.length - 1];
      // One more tap names who scored it, when the team has a roster; the play counts either way.
      const players = rosters.status === 'ready' ? rosters.data[team] : [];
      setCrediting(entry && players.length > 0 ? { id: entry.id, team, text: `${teamName(game, team)} ${def.column ? def.label : `+${def.value} ${def.label}`}` } : null);
    });
  };
  const undo = () => {
    if (!undoable) return;
    setCrediting(null);
    void write(async (d) => {
      // The last play as the taps before this one left it: a second Undo before the first one showed takes back the one before.
      let notice: string | null = null;
      await addDecidedEntries(d, game.id, by, (now, log) => {
        const last = lastUndoable(log, device);
        if (!last) return { fields: [] };
        const without = computeScore(now.sport, log.filter((e) => e.id !== last.id), false);
        const back = periodAfterUndo(now.sport, without, currentPeriod(now), last);
        notice = back ? `${periodTitle(now.sport, back)} open again.` : null;
        return { fields: [voidFields(last.id, UNDONE)], extra: back ? { period: back } : {} };
      });
      setNotice(notice);
    });
  };
  const move = (status: GameStatus) => void write((d) => setGameStatus(d, game.id, by, status));
  // Corrections join the same queue; their dialog hears of a failure.
  const correct = async (corrections: readonly ScoreCorrection[]): Promise<void> => {
    if (!db) throw new Error(DATABASE_OPENING);
    seat.started();
    const next = queue.current.then(() => correctScores(db, game.id, by, corrections));
    queue.current = next.then(
      () => undefined,
      () => undefined,
    );
    await next;
  };

  return (
    <div className="page scorer" data-testid="scoring-console">
      <div className="scorer__bar">
        <Link to="/admin" className="btn btn--ghost scorer__back">
          <span aria-hidden="true">‹</span> Dashboard
        </Link>
        <p className={`admin__pending${pending > 0 ? ' admin__pending--waiting' : ''}`} data-testid="scorer-pending">
          {pendingText(pending)}
        </p>
      </div>
      {/* The teams are on the scoreboard right below: the heading names them for screen readers only. */}
      <h1 className="scorer__title">
        <span className="visually-hidden">{`Scoring ${game.homeSchoolName} vs ${game.awayName}: `}</span>
        {sportName(game.sport)}
      </h1>
      <ScorerBanner seat={seat} />
      {/* Over the page, not in it: a message coming or going never moves a button under the thumb. */}
      <div className="scorer__toasts">
        <StatusMessage tone="error" className="scorer__error">
          {error ? (
            <>
              <span data-testid="scorer-error">{error}</span>
              <button type="button" className="scorer__dismiss" aria-label="Dismiss message" onClick={() => setError(null)}>
                <span aria-hidden="true">×</span>
              </button>
            </>
          ) : null}
        </StatusMessage>
        <StatusMessage tone="success" className="scorer__notice">
          {notice}
        </StatusMessage>
      </div>
      {others.length > 0 ? (
        <StatusMessage tone="warning" className="scorer__also">
          <span data-testid="also-scoring">{alsoScoringText(others)}</span>
        </StatusMessage>
      ) : null}
      {synced.change ? (
        <StatusMessage tone="warning" className="scorer__also scorer__synced">
          <span data-testid="synced-change">{syncedChangeText(game, synced.change)}</span>
          <Button variant="secondary" className="scorer__synced-ok" onClick={synced.seen}>
            OK
          </Button>
        </StatusMessage>
      ) : null}
      {duplicates > 0 ? (
        <StatusMessage tone="warning" className="scorer__also">
          <span data-testid="duplicates-notice">{duplicatesText(duplicates)}</span>
        </StatusMessage>
      ) : null}
      <div className="scorer__layout">
        <div className="scorer__main">
          <Scoreboard
            game={game}
            score={score}
            periodText={plays && game.status === 'LIVE' ? periodText : null}
            setPoints={playsSets(game.sport) && game.status === 'LIVE' ? period : null}
          />
          {nextHalf && scores ? (
            <Button variant="secondary" className="scorer__wide" onClick={() => void write((d) => setPeriod(d, game.id, by, nextHalf.period, nextHalf.half))}>
              {`Three outs: to the ${halfInningText(nextHalf.period, nextHalf.half)}`}
            </Button>
          ) : null}
          {plays && scores && game.status !== 'FINAL' && playsLines(game.sport) ? (
            <LinePicker game={game} score={score} current={period} onPick={(line) => void write((d) => setPeriod(d, game.id, by, periodForLine(score, line)))} />
          ) : plays && scores && game.status !== 'FINAL' ? (
            <PeriodPicker sport={game.sport} current={period} score={score} onPick={(key) => void write((d) => setPeriod(d, game.id, by, key, scoring.halves ? 'top' : undefined))} />
          ) : null}
          {plays && scores && game.status === 'LIVE' ? (
            <PlayPads game={game} periodText={periodText} onPlay={play} />
          ) : null}
          {crediting && scores && rosters.status === 'ready' && game.status === 'LIVE' ? (
            <CreditPicker
              play={crediting.text}
              teamName={teamName(game, crediting.team)}
              players={rosters.data[crediting.team]}
              onSkip={() => setCrediting(null)}
              onCredit={(player) => {
                const target = crediting.id;
                setCrediting(null);
                void write((d) => creditPlay(d, game.id, by, target, player));
              }}
            />
          ) : null}
          {!plays && scores ? <ResultsForm game={game} score={score} write={correct} /> : null}
          {game.status === 'UPCOMING' && scores ? (
            <Button className="scorer__wide scorer__start" onClick={() => move('LIVE')}>
              Start game
            </Button>
          ) : null}
          {game.status === 'FINAL' ? (
            <div className="scorer__final">
              <p>This game is FINAL.</p>
              {scores ? (
                <Button variant="secondary" className="scorer__wide" onClick={() => setReopening(true)}>
                  Reopen game
                </Button>
              ) : null}
            </div>
          ) : null}
          {/* Undo and End share a row, Undo's place kept while there is nothing to undo: one appearing never moves the other. */}
          {scores && (game.status === 'LIVE' || (undoable && game.status !== 'FINAL')) ? (
            <div className="scorer__actions scorer__actions--main">
              {plays || undoable ? (
                <Button
                  variant="secondary"
                  className="scorer__undo"
                  disabled={!undoable}
                  onClick={undo}
                >
                  {undoable ? undoLabel(game, undoable) : 'Nothing to undo'}
                </Button>
              ) : null}
              {game.status === 'LIVE' ? (
                <Button variant="danger" onClick={() => setEnding(true)}>
                  End game
                </Button>
              ) : null}
            </div>
          ) : null}
          {scoring.timed && scores && game.status === 'LIVE' ? (
            <GameClockControl clock={game.clock} now={clock?.now ?? Date.now} onChange={(next) => void write((d) => setGameClock(d, game.id, by, next))} />
          ) : null}
          {plays && scores ? (
            <div className="scorer__actions">
              <Button variant="secondary" onClick={() => setCorrecting(true)}>
                Correct score
              </Button>
            </div>
          ) : null}
        </div>
        <ScoreHistory items={history} readOnly={!scores} onVoid={setVoiding} onVoidDuplicate={(item) => void write((d) => voidEntry(d, game.id, by, item.id, 'Duplicate'))} />
      </div>
      <EndGameDialog
        open={ending}
        finalScore={endGameText(game, score)}
        onClose={() => setEnding(false)}
        onEnd={() => {
          setEnding(false);
          move('FINAL');
        }}
      />
      {/* Reopening is as explicit as ending: every fan sees the game LIVE again at once. */}
      <ConfirmDialog
        open={reopening}
        message="Reopen this game to fix its score?"
        confirmLabel="Reopen game"
        dismissLabel="Keep it final"
        details={<ReopenDetails finalScore={endGameText(game, score)} />}
        onCancel={() => setReopening(false)}
        onConfirm={() => {
          setReopening(false);
          move('LIVE');
        }}
      />
      <VoidEntryDialog
        item={voiding}
        onClose={() => setVoiding(null)}
        onVoid={(item, reason) => {
          setVoiding(null);
          void write((d) => voidEntry(d, game.id, by, item.id, reason));
        }}
      />
      {correcting ? <ScoreCorrectionDialog game={game} score={score} write={correct} onClose={() => setCorrecting(false)} /> : null}
    </div>
  );
}
