import { sportName } from '../../../shared/catalog/sports';
import { statFieldsFor } from '../../../shared/catalog/statFields';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useDeleteConfirm } from '../shared/useDeleteConfirm';
import { deletePlayerStats } from './mutations';
import type { StatsLineRow } from './queries';
import { useStatsLines } from './queries';

/** The lines saved for the chosen sport (on this device and synced), newest first, each with Edit and Delete. */
export function SavedStatsLines({ sport, onEdit }: { sport: string; onEdit(line: StatsLineRow): void }) {
  const lines = useStatsLines(sport);
  const del = useDeleteConfirm<StatsLineRow>({ remove: (db, line) => deletePlayerStats(db, line.id), done: () => MSG.statsDeleted, message: MSG.confirmDeleteStats });
  if (lines.status !== 'ready') return null;
  const labels = new Map(statFieldsFor(sport).map((f) => [f.name, f.label]));
  return (
    <section className="saved-stats" aria-labelledby="saved-stats-title">
      <h3 id="saved-stats-title">{`Saved ${sportName(sport)} statistics (${lines.data.length})`}</h3>
      <StatusMessage tone="error">{del.error}</StatusMessage>
      <StatusMessage tone="success">{del.success}</StatusMessage>
      {lines.data.length === 0 ? <p className="saved-stats__empty">No statistics saved for this sport yet.</p> : null}
      <ul className="saved-stats__list">
        {lines.data.map((line) => (
          <li key={line.id} className="saved-stats__item" data-testid="saved-stats-line">
            <strong>{line.playerName}</strong>
            <span className="saved-stats__meta">{`${line.teamName} · ${line.schoolName} · ${line.division} · ${line.season}`}</span>
            <span className="saved-stats__values">
              {Object.entries(line.values)
                .map(([name, value]) => `${labels.get(name) ?? name} ${value}`)
                .join(' · ') || 'No values entered'}
            </span>
            <span className="saved-stats__actions">
              <Button variant="secondary" onClick={() => onEdit(line)} aria-label={`Edit ${line.playerName} (${line.season})`}>
                Edit
              </Button>
              <Button variant="danger" onClick={() => del.ask(line)} aria-label={`Delete ${line.playerName} (${line.season})`}>
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {del.dialog}
    </section>
  );
}
