import { sportName } from '../../../shared/catalog/sports';
import { statFieldsFor } from '../../../shared/catalog/statFields';
import { useStatsLines } from './queries';

/** The lines saved for the chosen sport (on this device and synced), newest first. */
export function SavedStatsLines({ sport }: { sport: string }) {
  const lines = useStatsLines(sport);
  if (lines.status !== 'ready') return null;
  const labels = new Map(statFieldsFor(sport).map((f) => [f.name, f.label]));
  return (
    <section className="saved-stats" aria-labelledby="saved-stats-title">
      <h3 id="saved-stats-title">{`Saved ${sportName(sport)} statistics (${lines.data.length})`}</h3>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
