import { getSport } from '../../shared/catalog/sports';

/**
 * 'All' and the sports by their catalog names ('Boys Soccer'): docs/product/screens.md §6's
 * first, then every other sport with games (issue 17); the pressed one is the filter.
 */
export function SportFilter({ value, sports, onChange }: { value: string | null; sports: readonly string[]; onChange(key: string | null): void }) {
  const options: { key: string | null; label: string }[] = [
    { key: null, label: 'All' },
    ...sports.map((key) => ({ key, label: getSport(key)?.name ?? key })),
  ];
  return (
    <div className="sport-filter" role="group" aria-label="Filter games by sport">
      {options.map((option) => (
        <button
          key={option.key ?? 'all'}
          type="button"
          className="sport-filter__button"
          aria-pressed={option.key === value}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
