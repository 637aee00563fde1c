import { SCHEDULE_FILTER_KEYS, getSport } from '../../shared/catalog/sports';

/** 'All' and the sports of docs/product/screens.md §6 with their schedule names ("Men's Soccer"); the pressed one is the filter. */
export function SportFilter({ value, onChange }: { value: string | null; onChange(key: string | null): void }) {
  const options: { key: string | null; label: string }[] = [
    { key: null, label: 'All' },
    ...SCHEDULE_FILTER_KEYS.map((key) => ({ key, label: getSport(key)?.scheduleName ?? key })),
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
