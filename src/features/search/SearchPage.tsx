import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSearchEntries } from './queries';
import type { SearchEntry, SearchKind } from './searchIndex';
import { searchEntries } from './searchIndex';
import './search.css';

const GROUPS: { kind: SearchKind; title: string; plural: string }[] = [
  { kind: 'school', title: 'Schools', plural: 'schools' },
  { kind: 'team', title: 'Teams', plural: 'teams' },
  { kind: 'article', title: 'Articles', plural: 'articles' },
];

const NONE_EXPANDED: ReadonlySet<SearchKind> = new Set();

/**
 * /search (issue 17), from the header's Search: schools, teams and articles read from the device's
 * database, so it works offline; results as the fan types. What was typed is in the address
 * (`?q=`), so Back returns to the same results. The arrow keys move between the field and the results.
 */
export function SearchPage() {
  usePageTitle('Search');
  const [params, setParams] = useSearchParams();
  // The field is the page's own state (a navigation per keystroke would lag behind fast typing); the address follows it.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const typed = useDeferredValue(query);
  useEffect(() => {
    if ((params.get('q') ?? '') !== typed) setParams(typed ? { q: typed } : {}, { replace: true });
  }, [typed, params, setParams]);
  const entries = useSearchEntries();
  const field = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => field.current?.focus(), []);

  // The kinds shown in full, for the text they were asked for: a new search starts capped again.
  const [expanded, setExpanded] = useState<{ query: string; kinds: ReadonlySet<SearchKind> }>({ query: '', kinds: NONE_EXPANDED });
  const kinds = expanded.query === typed ? expanded.kinds : NONE_EXPANDED;
  const { shown: results, more } = entries.status === 'ready' ? searchEntries(entries.data, typed, kinds) : { shown: [], more: null };
  const hidden = more ? more.school + more.team + more.article : 0;
  let status = '';
  if (typed.trim() === '') status = 'Type a school, a team or an article.';
  else if (entries.status === 'ready') status = results.length === 0 ? `No results for “${typed.trim()}”.` : resultsText(results.length, hidden);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [...(listRef.current?.querySelectorAll<HTMLElement>('input, .search-result__link') ?? [])];
    const next = stops[stops.indexOf(document.activeElement as HTMLElement) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className="page search-page" ref={listRef} onKeyDown={onKeyDown}>
      <h1 className="page__title">Search</h1>
      <form role="search" className="search-page__form" onSubmit={(event) => event.preventDefault()}>
        <label className="search-page__label">
          <span>Schools, teams and articles</span>
          <input
            ref={field}
            className="search-page__input"
            type="search"
            value={query}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={statusId}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </form>
      <p id={statusId} className="search-page__status" role="status">
        {status}
      </p>
      {entries.status === 'error' ? <QueryError placement="block" message="Search is not available right now." onRetry={entries.retry} /> : null}
      {entries.status === 'loading' && typed.trim() !== '' ? <QueryLoading placement="block" role="none">Searching…</QueryLoading> : null}
      <div className="search-results">
        {GROUPS.map(({ kind, title, plural }) => {
          const found = results.filter((entry) => entry.kind === kind);
          if (found.length === 0) return null;
          const left = more?.[kind] ?? 0;
          const showAll = () => setExpanded({ query: typed, kinds: new Set([...kinds, kind]) });
          return <ResultGroup key={kind} title={title} entries={found} more={left === 0 ? null : { label: `Show ${left} more ${plural}`, onShow: showAll }} />;
        })}
      </div>
    </div>
  );
}

/** '8 results', or with matches left out, how many ('14 results: 8 shown, 6 more below'). */
function resultsText(shown: number, hidden: number): string {
  if (hidden === 0) return `${shown} result${shown === 1 ? '' : 's'}`;
  return `${shown + hidden} results: ${shown} shown, ${hidden} more below`;
}

function ResultGroup({ title, entries, more }: { title: string; entries: SearchEntry[]; more: { label: string; onShow(): void } | null }) {
  const headingId = useId();
  return (
    <section className="search-results__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-results__title">
        {title}
      </h2>
      <ul className="search-results__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link className="search-result__link" to={entry.href} data-testid="search-result">
              <span className="search-result__label">{entry.label}</span>
              {entry.detail ? <span className="search-result__detail">{entry.detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {more ? (
        <Button variant="secondary" className="search-results__more" onClick={more.onShow}>
          {more.label}
        </Button>
      ) : null}
    </section>
  );
}
