import { useEffect, useEffectEvent, useId } from 'react';
import { useSyncSelector } from '../../data/DatabaseProvider';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { clockTime, shortDay } from '../../shared/dates';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { Button } from '../../ui/Button';
import { GameLink } from '../../ui/GameLink';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { needsFallbackRefresh, startFallbackRefresh } from './fallbackRefresh';
import { useHomePreview } from './homePreview';
import { refreshFromServer, useFeaturedScores, useRecentFinalGames } from './queries';
import type { FeaturedView } from './scores';
import { GameScoreCard, ScoreLines, sportLabel } from './ScoreLines';

function gameDay(time: string | undefined): string {
  const t = time ? Date.parse(time) : Number.NaN;
  return Number.isNaN(t) ? '' : shortDay(new Date(t));
}

/** docs/product/screens.md §2: featured scores, then the 10 most recent FINAL games, live, with a Refresh button. */
export function ScoresColumn() {
  // A first visit: what the server has now, until this device has pulled everything once.
  const home = useHomePreview();
  const finals = useRecentFinalGames(home.paused);
  const featured = useFeaturedScores(home.paused);
  // Parts of the sync status, so the column does not render again at every pull of the sync.
  const polling = useSyncSelector(needsFallbackRefresh);
  const updatedAt = useSyncSelector((sync) => (sync.lastSyncedAt ? clockTime(new Date(sync.lastSyncedAt)) : null));
  const firstSyncPending = useFirstSyncPending();
  const headingId = useId();

  const refresh = () => {
    refreshFromServer();
    if (finals.status === 'error') finals.retry();
    if (featured.status === 'error') featured.retry();
  };
  // An effect event: the refresh timer reads the queries' latest state without restarting.
  const onFallbackTick = useEffectEvent(refresh);
  useEffect(() => (polling ? startFallbackRefresh(() => onFallbackTick()) : undefined), [polling]);

  const preview = home.shown(finals.status !== 'loading' && featured.status !== 'loading');
  // The server's first screen is an answer too: with it, no finals means none.
  const finalsLoading = preview === null && (finals.status === 'loading' || (finals.status === 'ready' && finals.data.length === 0 && firstSyncPending));
  const liveFinals = finals.status === 'ready' && !finalsLoading ? finals.data : null;
  const liveFeatured = featured.status === 'ready' ? featured.data : null;
  const shownFinals = preview?.finals ?? liveFinals ?? [];
  const shownFeatured = preview?.featured ?? liveFeatured ?? [];

  let list;
  if (finals.status === 'error') {
    list = <QueryError placement="block" roleOn="block" className="home-card__state" message="Failed to load scores." onRetry={finals.retry} />;
  } else if (shownFinals.length > 0) {
    list = null;
  } else if (finalsLoading) {
    list = (
      <QueryLoading placement="block" className="home-card__state">
        Loading scores…
      </QueryLoading>
    );
  } else {
    list = <p className="home-card__state">No final scores available</p>;
  }

  return (
    <section className="home-card scores" aria-labelledby={headingId} data-testid="home-scores">
      <div className="home-card__head">
        <h2 id={headingId} className="home-card__title">
          Scores
        </h2>
        <Button variant="secondary" className="scores__refresh" onClick={refresh}>
          Refresh
        </Button>
      </div>
      <p className="scores__updated">
        {updatedAt ? `Updated ${updatedAt}` : '\u00a0'}
      </p>
      {/* Featured and final scores appear together: one arriving first would push the other's place down. */}
      {shownFeatured.length > 0 && (shownFinals.length > 0 || !finalsLoading) ? <FeaturedList items={shownFeatured} /> : null}
      <h3 className="scores__subtitle">Final Scores</h3>
      {list}
      {/* Always present, so a score that syncs in is announced politely. */}
      <ol className="scores__list" aria-live="polite" aria-label="Final scores" hidden={list !== null}>
        {shownFinals.map((game) => (
          <FinalScore key={game.id} game={game} />
        ))}
      </ol>
    </section>
  );
}

function FinalScore({ game }: { game: GameDoc }) {
  return <GameScoreCard game={game} when={gameDay(game.time)} testId="score-card" />;
}

function FeaturedList({ items }: { items: FeaturedView[] }) {
  return (
    <>
      <h3 className="scores__subtitle">Featured</h3>
      <ul className="scores__list scores__list--featured" aria-live="polite" aria-label="Featured scores">
        {items.map((item) => (
          <li key={item.id} className={`score-card score-card--featured${item.gameId ? ' has-game-link' : ''}`} data-testid="featured-score">
            <p className="score-card__top">
              <span className={`status-badge status-badge--${item.status.toLowerCase()}`}>{item.status}</span>
              {item.sport ? <span className="score-card__sport">{sportLabel(item.sport)}</span> : null}
              <time className="score-card__date" dateTime={item.time}>
                {gameDay(item.time)}
              </time>
            </p>
            <ScoreLines
              sport={item.sport}
              home={item.home}
              away={item.away}
              homeScore={item.homeScore}
              awayScore={item.awayScore}
              showWinner={item.status === 'FINAL'}
            />
            {item.location ? <p className="score-card__location">{item.location}</p> : null}
            {item.gameId ? <GameLink gameId={item.gameId} home={item.home} away={item.away} when={gameDay(item.time)} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
