import { useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { sportName } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { errorMessage } from '../../../ui/errorMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { ManageRankingsModal } from './rankings/ManageRankingsModal';
import { featureGame, removeFeatured } from './mutations';
import type { ScoredGameRow } from './queries';
import { useFeaturedState } from './queries';
import './featuredScores.css';
import { TIME_ZONE } from '../../../shared/zone';

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });

function when(iso: string | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? '' : WHEN.format(new Date(ms));
}

function score(home: number | null | undefined, away: number | null | undefined): string {
  return home === undefined || home === null || away === undefined || away === null ? 'No score yet' : `${home} - ${away}`;
}

export function FeaturedScoresTab() {
  const db = useDatabase();
  const session = useSession();
  const state = useFeaturedState();
  const [sportFilter, setSportFilter] = useState('');
  const [rankingsOpen, setRankingsOpen] = useState(false);
  const form = useFormSubmit();
  const { error, success } = form;
  const by = session.status === 'signed-in' ? session.session.user.email : '';

  async function act(action: (database: NonNullable<typeof db>) => Promise<unknown>, done: string) {
    if (!db) return;
    form.setError(null);
    if (await form.run(() => action(db), errorMessage)) form.showSuccess(done);
  }

  const games = state.status === 'ready' ? state.data.games : [];
  const featured = state.status === 'ready' ? state.data.featured : [];
  const sports = [...new Set(games.map((g) => g.sport))];
  const shown = sportFilter ? games.filter((g) => g.sport === sportFilter) : games;

  return (
    <section className="admin-tab featured" aria-labelledby="featured-title">
      <div className="featured__top">
        <h2 id="featured-title" className="admin-tab__title">
          Manage Featured Scores
        </h2>
        <Button variant="secondary" onClick={() => setRankingsOpen(true)}>
          Manage Team Rankings
        </Button>
      </div>
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <QueryState result={state} placement="inline" loading="Loading games…" error={failedToLoad('games')}>
        {() => (
          <div className="featured__columns">
            <section aria-labelledby="featured-list-title">
              <h3 id="featured-list-title">{`Featured Scores (${featured.length})`}</h3>
              {featured.length === 0 ? <p className="featured__empty">{MSG.noFeaturedScores}</p> : null}
              <ol className="featured__list" aria-labelledby="featured-list-title">
                {featured.map((f, index) => (
                  <li key={f.id} className="featured__item" data-testid="featured-score">
                    {/* The place in the list: stored orders may repeat after a removal (docs/product/rules.md §8: count + 1). */}
                    <span className="featured__order" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="featured__text">
                      <strong>{`${f.schoolName} vs ${f.opponent}`}</strong>
                      <span className="featured__meta">{`${score(f.homeScore, f.awayScore)} · ${f.status} · ${when(f.date)}`}</span>
                    </span>
                    <Button
                      variant="danger"
                      onClick={() => void act((database) => removeFeatured(database, f.id), 'Featured score removed.')}
                      aria-label={`Remove ${f.schoolName} vs ${f.opponent}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="featured-games-title">
              <h3 id="featured-games-title">Games with scores</h3>
              {games.length === 0 ? (
                <p className="featured__empty">{MSG.noGamesToFeature}</p>
              ) : (
                <SelectField label="Show sport" value={sportFilter} onChange={(e) => setSportFilter(e.target.value)}>
                  <option value="">All sports</option>
                  {sports.map((key) => (
                    <option key={key} value={key}>
                      {sportName(key)}
                    </option>
                  ))}
                </SelectField>
              )}
              <ul className="featured__games">
                {shown.map((game) => (
                  <GameRow key={game.id} game={game} onFeature={() => void act((database) => featureGame(database, game.id, by), 'Game featured.')} />
                ))}
              </ul>
            </section>
          </div>
        )}
      </QueryState>
      {rankingsOpen ? <ManageRankingsModal open onClose={() => setRankingsOpen(false)} /> : null}
    </section>
  );
}

function GameRow({ game, onFeature }: { game: ScoredGameRow; onFeature(): void }) {
  const title = `${game.home} vs ${game.away}`;
  return (
    <li className="featured__item" data-testid="featurable-game">
      <span className="featured__text">
        <strong>{title}</strong>
        <span className="featured__meta">
          {`${sportName(game.sport)} · ${score(game.homeScore, game.awayScore)} · `}
          <span className={`featured__status featured__status--${game.status.toLowerCase()}`}>{game.status}</span>
          {` · ${when(game.time)}`}
        </span>
      </span>
      {game.featured ? (
        <Button variant="secondary" disabled aria-label={`${title}: Already Featured`}>
          Already Featured
        </Button>
      ) : (
        <Button onClick={onFeature} aria-label={`Feature ${title}`}>
          Feature
        </Button>
      )}
    </li>
  );
}
