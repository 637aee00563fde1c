import type { Record3 } from '../../shared/results';
import { formatRecord } from '../../shared/results';

/** docs/product/screens.md §4: W-L (plus -T with ties) and W/L/T badges; the caller shows it only once a result exists. */
export function OverallRecord({ record, season }: { record: Record3; season: string }) {
  const items: [string, string, number, string][] = [
    ['W', 'win', record.wins, record.wins === 1 ? 'win' : 'wins'],
    ['L', 'loss', record.losses, record.losses === 1 ? 'loss' : 'losses'],
  ];
  if (record.ties > 0) items.push(['T', 'tie', record.ties, record.ties === 1 ? 'tie' : 'ties']);
  return (
    <section className="school-record" aria-labelledby="school-record-title">
      <h3 id="school-record-title" className="school-record__title">
        Overall Record <span className="school-record__season">{season}</span>
      </h3>
      <p className="school-record__value" aria-live="polite" data-testid="overall-record">
        {formatRecord(record)}
      </p>
      <ul className="school-record__badges">
        {items.map(([letter, tone, count, word]) => (
          <li key={letter}>
            <span className={`school-badge school-badge--${tone}`} aria-hidden="true">
              {letter}
            </span>
            <span className="school-record__count">
              {count}
              <span className="visually-hidden">{` ${word}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
