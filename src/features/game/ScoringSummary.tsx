import { useMemo } from 'react';
import { clockTime } from '../../shared/dates';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { QueryError } from '../../ui/LoadState';
import type { SummaryState, TeamLogos } from './queries';
import { TeamLogo, logoOf } from './Scoreboard';
import type { SummaryLine } from './summary';
import { summaryLines } from './summary';

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/** 'Scoring Summary': the game's plays in order, each with the running score after it. */
export function ScoringSummary({ game, logos, summary }: { game: GameDoc; logos: TeamLogos | null; summary: SummaryState }) {
  const entries = summary.status === 'ready' ? summary.entries : null;
  const lines = useMemo(() => (entries ? summaryLines(game.sport, entries, game.status === 'FINAL') : []), [entries, game.sport, game.status]);
  const fetchedAt = summary.status === 'ready' && summary.fetchedAt !== null ? clockTime(new Date(summary.fetchedAt)) : null;

  let body;
  if (summary.status === 'loading') {
    body = (
      <div className="game-summary__loading">
        <span className="visually-hidden" role="status">
          Loading the scoring summary…
        </span>
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton skeleton--line" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (summary.status === 'error') {
    body = (
      <QueryError
        placement="block"
        className="game-summary__state"
        message={online() ? MSG.summaryLoadFailed : "You're offline. The scoring summary loads once you're back online."}
        onRetry={summary.retry}
        busy={summary.fetching}
      />
    );
  } else if (lines.length === 0) {
    body = <p className="game-summary__empty">{emptyText(game)}</p>;
  } else {
    body = (
      <ol className="plays" data-testid="scoring-summary">
        {lines.map((line) => (
          <PlayLine key={line.id} line={line} game={game} logos={logos} />
        ))}
      </ol>
    );
  }

  return (
    <section className="game-card game-summary" aria-labelledby="summary-title">
      <div className="game-card__head">
        <h2 id="summary-title" className="game-card__title">
          Scoring Summary
        </h2>
        {fetchedAt ? <span className="game-card__aside">{`Updated ${fetchedAt}`}</span> : null}
      </div>
      {summary.status === 'ready' && summary.outdated ? (
        <div className="game-summary__outdated" role="status">
          <p>
            {online()
              ? "Couldn't update the scoring summary: it may be out of date."
              : `You're offline: this is the scoring summary${fetchedAt ? ` as of ${fetchedAt}` : ''}, and it may be out of date.`}
          </p>
          {online() ? (
            <Button variant="secondary" busy={summary.fetching} onClick={summary.retry}>
              Try Again
            </Button>
          ) : null}
        </div>
      ) : null}
      {body}
    </section>
  );
}

function emptyText(game: GameDoc): string {
  if (game.status === 'UPCOMING') return 'Scoring plays appear here once the game starts.';
  if (game.status === 'LIVE') return 'No scoring plays yet.';
  return 'No scoring plays were recorded for this game.';
}

function PlayLine({ line, game, logos }: { line: SummaryLine; game: GameDoc; logos: TeamLogos | null }) {
  if (line.kind === 'state') {
    return (
      <li className="play play--state" data-kind="state">
        <span>{line.title}</span>
      </li>
    );
  }
  const name = line.team === 'home' ? game.homeSchoolName : line.team === 'away' ? game.awayName : null;
  const scoring = line.team ?? null;
  const meta = [name, line.player, line.kind === 'correction' ? line.detail : line.kind === 'play' ? line.period : null].filter(Boolean).join(' · ');
  return (
    <li className={`play${line.voided ? ' play--voided' : ''}`} data-kind={line.kind} data-testid="play">
      {line.team ? <TeamLogo url={logoOf(logos, line.team)} sport={game.sport} size={32} /> : <span className="team-logo team-logo--none" aria-hidden="true" />}
      <div className="play__text">
        <p className="play__title">
          <span className="play__label">{line.title}</span>
          {line.detail && line.kind === 'play' ? <span className="play__value">{line.detail}</span> : null}
        </p>
        {meta ? <p className="play__meta">{meta}</p> : null}
        {line.voided ? (
          <p className="play__voided">
            <span className="play__tag play__tag--voided">Voided</span>
            {line.voided.reason ? <span>{line.voided.reason}</span> : null}
          </p>
        ) : null}
      </div>
      {line.score ? (
        <p className="play__score">
          <span aria-hidden="true">
            {line.score.label ? <span className="play__score-label">{line.score.label}</span> : null}
            <span className={scoring === 'home' ? 'play__scorer' : undefined}>{line.score.home}</span>–
            <span className={scoring === 'away' ? 'play__scorer' : undefined}>{line.score.away}</span>
          </span>
          <span className="visually-hidden">{`${line.score.label ? `${line.score.label}: ` : 'Score: '}${game.homeSchoolName} ${line.score.home}, ${game.awayName} ${line.score.away}`}</span>
        </p>
      ) : null}
    </li>
  );
}
