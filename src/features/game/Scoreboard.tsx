import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { defaultImageFor } from '../../shared/catalog/images';
import { getSport } from '../../shared/catalog/sports';
import { clockTime, longDay, shortDay, zonedYear } from '../../shared/dates';
import { streamHref } from '../../shared/links';
import { statusWord } from '../../shared/scoreLine';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { Team } from '../../shared/scoring/score';
import { ShareButton } from '../../ui/ShareButton';
import type { TeamLogos } from './queries';
import { finalText, gameTitle, periodName, showsScore, spokenScore, winnerOf } from './summary';
import { imageSrc } from '../../ui/imageSrc';
import type { ServerTime } from '../../data/serverTime';
import { browserStorage, createServerTime } from '../../data/serverTime';
import { clockText, isRunning } from '../../shared/scoring/gameClock';
import { useTimeLeft } from '../../ui/useTimeLeft';

function dateOf(iso: string): Date | null {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t);
}

/**
 * Says the score politely each time it changes, never on the first render: a fan who opens
 * the page reads the score; one who keeps it open hears every change.
 */
function useScoreAnnouncement(spoken: string): string {
  const last = useRef(spoken);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (spoken === last.current) return;
    last.current = spoken;
    setSaid(spoken);
  }, [spoken]);
  return said;
}

/** A team's logo: its school's, the sport's image without one, an empty square while the schools are read. */
export function TeamLogo({ url, sport, size }: { url: string | null | undefined; sport: string; size: number }) {
  if (url === null) return <span className="team-logo team-logo--pending" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="team-logo" src={imageSrc(url ?? undefined) ?? defaultImageFor(sport)} alt="" width={size} height={size} />;
}

export function logoOf(logos: TeamLogos | null, team: Team): string | null | undefined {
  return logos ? logos[team] : null;
}

/** The top of the page: the sport, the state of play, both teams with the score large, when, where and the stream. */
export function Scoreboard({ game, logos, actions }: { game: GameDoc; logos: TeamLogos | null; actions?: ReactNode }) {
  const winner = winnerOf(game);
  const scored = showsScore(game);
  const announcement = useScoreAnnouncement(`${game.status === 'FINAL' && scored ? 'Final: ' : ''}${spokenScore(game)}`);
  const start = dateOf(game.time);
  // Postponed or cancelled: the date it had is history, not when it starts.
  const notPlayed = game.status === 'POSTPONED' || game.status === 'CANCELLED';
  const stream = streamHref(game.url);
  const matchup = `${game.homeSchoolName} vs ${game.awayName}`;

  const team = (side: Team, name: string) => (
    <div className={`scoreboard__team${winner && winner !== side ? ' scoreboard__team--lost' : ''}`}>
      <TeamLogo url={logoOf(logos, side)} sport={game.sport} size={64} />
      <span className="scoreboard__name">{name}</span>
      <span className="scoreboard__side">{side === 'home' ? 'Home' : 'Away'}</span>
    </div>
  );

  return (
    <section className="scoreboard" aria-labelledby="game-title" data-testid="scoreboard">
      <h1 id="game-title" className="visually-hidden">
        {matchup}
      </h1>
      <div className="scoreboard__top">
        <span className="scoreboard__sport">{getSport(game.sport)?.name ?? game.sport}</span>
        <StatusLine game={game} />
      </div>
      <div className="scoreboard__body">
        {team('home', game.homeSchoolName)}
        <div className="scoreboard__center">
          {scored ? (
            <p className="scoreboard__score" data-testid="game-score">
              <span aria-hidden="true">
                <span className={winner === 'away' ? 'scoreboard__lost' : undefined}>{finalText(game, 'home')}</span>
                <span className="scoreboard__dash">–</span>
                <span className={winner === 'home' ? 'scoreboard__lost' : undefined}>{finalText(game, 'away')}</span>
              </span>
              <span className="visually-hidden">{spokenScore(game)}</span>
            </p>
          ) : notPlayed ? (
            <p className="scoreboard__starts" data-testid="game-state">
              <span className="scoreboard__starts-time">{statusWord(game.status)}</span>
              {game.status === 'POSTPONED' ? <span>New date to be announced</span> : null}
            </p>
          ) : (
            <p className="scoreboard__starts">
              <span className="scoreboard__starts-time">{start ? clockTime(start) : 'TBA'}</span>
              {start ? <span>{shortDay(start)}</span> : null}
            </p>
          )}
        </div>
        {team('away', game.awayName)}
      </div>
      <div className="scoreboard__meta">
        <p className="scoreboard__facts">
          {start ? (
            <time dateTime={game.time}>{`${notPlayed ? 'Was set for ' : ''}${longDay(start)}${zonedYear(start) === zonedYear(new Date()) ? '' : `, ${zonedYear(start)}`} · ${clockTime(start)}`}</time>
          ) : (
            <span>Date to be announced</span>
          )}
          <span className="scoreboard__venue">
            <span className="visually-hidden">Venue: </span>
            {game.location}
          </span>
        </p>
        <div className="scoreboard__actions">
          {/* A game that is over streams nothing live (docs/product/screens.md §8). */}
          {stream && game.status !== 'FINAL' && !notPlayed ? (
            <a href={stream} className="btn scoreboard__stream" target="_blank" rel="noopener noreferrer">
              <span aria-hidden="true">▶ </span>Watch Stream<span className="visually-hidden">{`: ${matchup} (opens in a new tab)`}</span>
            </a>
          ) : game.status !== 'FINAL' && !notPlayed ? (
            <span className="scoreboard__no-stream">No stream link yet</span>
          ) : null}
          <ShareButton title={gameTitle(game)} what="this game" />
          {actions}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="score-announcement">
        {announcement}
      </p>
    </section>
  );
}

/** The device's time corrected to the server's, which a running clock's start is in (src/data/serverTime.ts). */
let serverTime: ServerTime | undefined;
const serverNow = () => (serverTime ??= createServerTime({ store: browserStorage() })).now();

/** The game clock's time left, counting down while it runs (issue 39). */
function LiveClock({ clock }: { clock: NonNullable<GameDoc['clock']> }) {
  const left = clockText(useTimeLeft(clock, serverNow, 500));
  return (
    <span className="scoreboard__clock" data-testid="game-clock" data-running={isRunning(clock) || undefined}>
      <span className="visually-hidden">Time left: </span>
      {left}
    </span>
  );
}

function StatusLine({ game }: { game: GameDoc }) {
  if (game.status === 'LIVE') {
    return (
      <span className="scoreboard__status">
        <span className="game-badge game-badge--live">
          <span className="game-badge__dot" aria-hidden="true" />
          LIVE
        </span>
        {game.period ? <span className="scoreboard__period" data-testid="current-period">{periodName(game.sport, game.period, game.half)}</span> : null}
        {game.clock ? <LiveClock clock={game.clock} /> : null}
      </span>
    );
  }
  return (
    <span className="scoreboard__status">
      <span className={`game-badge game-badge--${game.status.toLowerCase()}`}>{game.status}</span>
    </span>
  );
}
