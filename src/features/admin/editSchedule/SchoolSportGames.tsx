import { useState } from 'react';
import { sportName } from '../../../shared/catalog/sports';
import { MSG, noGamesScheduledFor } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { formatDate, formatTime } from '../shared/gameTime';
import { hasScore, scoreLine } from '../shared/gameSummary';
import type { SchoolOption } from '../shared/queries';
import { isHomeGame, useSchoolOptions, useSchoolSportGames } from '../shared/queries';
import { gameInScope } from '../shared/mySchools';
import { useSchoolScope } from '../shared/useSchoolScope';
import { StatusBadge } from '../shared/StatusBadge';
import { GameStateActions } from '../shared/GameStateActions';
import { EditGameScoresModal } from './EditGameScoresModal';
import { EditGameModal } from './EditGameModal';

/** One school's games of one sport, each with 'Add Score' or 'Edit Score' (docs/product/screens.md §11 Edit Schedule). */
export function SchoolSportGames({ school, sport }: { school: SchoolOption; sport: string }) {
  const games = useSchoolSportGames(school, sport);
  const scope = useSchoolScope();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const schools = useSchoolOptions();
  const [success, showSuccess] = useTimedMessage(2000);
  const rows = games.status === 'ready' ? games.data : [];
  const editing = rows.find((game) => game.id === editingId) ?? null;
  const details = rows.find((game) => game.id === detailsId) ?? null;

  return (
    <div className="school-sport-games">
      <StatusMessage tone="success">{success}</StatusMessage>
      <QueryState result={games} placement="inline" loadingClassName="games-muted" loadingRole="none" loading="Loading games…" error={failedToLoad('games')}>
        {() => (rows.length === 0 ? <p className="games-muted">{noGamesScheduledFor(sportName(sport))}</p> : null)}
      </QueryState>
      {rows.length > 0 ? (
        <ul className="game-list" aria-label={`${school.name} ${sportName(sport)} games`}>
          {rows.map((game) => {
            const home = isHomeGame(game, school);
            const opponent = home ? game.awayName : game.homeSchoolName;
            const notes = game.gameNotes?.general?.trim() || game.notes?.trim() || '';
            const scored = hasScore(game);
            return (
              <li key={game.id} className="game-card" data-testid="edit-schedule-game" data-game-id={game.id}>
                <div className="game-card__head">
                  <p className="game-card__title">{`${home ? 'vs' : 'at'} ${opponent}`}</p>
                  <StatusBadge status={game.status} />
                </div>
                <p className="game-card__meta">
                  <span>{formatDate(game.time)}</span>
                  {' · '}
                  <span>{game.location}</span>
                  {' · '}
                  <span>{formatTime(game.time)}</span>
                </p>
                <p className="game-card__score" data-testid="game-score">
                  {scoreLine(game)}
                </p>
                {notes ? <p className="game-card__notes">{notes}</p> : null}
                {gameInScope(game, scope) ? (
                  <div className="game-card__actions">
                    <Button variant="secondary" onClick={() => setEditingId(game.id)} aria-label={`${scored ? 'Edit Score' : 'Add Score'}: ${home ? 'vs' : 'at'} ${opponent}`}>
                      {scored ? 'Edit Score' : 'Add Score'}
                    </Button>
                    <Button variant="secondary" disabled={schools.status !== 'ready'} onClick={() => setDetailsId(game.id)} aria-label={`Edit Game: ${home ? 'vs' : 'at'} ${opponent}`}>
                      Edit Game
                    </Button>
                    <GameStateActions game={game} name={`${home ? 'vs' : 'at'} ${opponent}`} />
                  </div>
                ) : (
                  <p className="games-muted" data-testid="read-only-game">
                    {MSG.notYourGameReadOnly}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing ? (
        <EditGameScoresModal
          key={editing.id}
          game={editing}
          onClose={() => setEditingId(null)}
          onSaved={() => {
            setEditingId(null);
            showSuccess(MSG.scoresUpdated);
          }}
        />
      ) : null}
      {details && schools.status === 'ready' ? (
        <EditGameModal
          key={details.id}
          game={details}
          school={school}
          schools={schools.data}
          onClose={() => setDetailsId(null)}
          onSaved={() => {
            setDetailsId(null);
            showSuccess(MSG.gameUpdated);
          }}
        />
      ) : null}
    </div>
  );
}
