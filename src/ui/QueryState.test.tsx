import type { ReactElement, ReactNode } from 'react';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { QueryView } from './QueryState';
import { QueryError, QueryLoading } from './LoadState';
import { QueryState, loadingWhileEmpty } from './QueryState';

/** The rendered elements, function components expanded (these have no hooks), host elements kept. */
function expand(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(expand);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode; action?: ReactNode }>;
  if (typeof element.type === 'function') return expand((element.type as (props: unknown) => ReactNode)(element.props));
  if (typeof element.type === 'symbol') return expand(element.props.children);
  return { ...element, props: { ...element.props, children: expand(element.props.children) } };
}

/** Every host <button> in the tree, with its props. */
function buttons(node: ReactNode): { onClick?: () => void; children?: ReactNode }[] {
  if (Array.isArray(node)) return node.flatMap(buttons);
  if (!isValidElement(node)) return [];
  const props = node.props as { onClick?: () => void; children?: ReactNode };
  return [...(node.type === 'button' ? [props] : []), ...buttons(props.children)];
}

const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('QueryError', () => {
  it('panel: the message as an alert in the panel, Try Again under it, which calls retry', () => {
    const retry = vi.fn();
    const error = <QueryError placement="panel" message="Failed to load the roster." onRetry={retry} />;
    expect(html(error)).toBe(
      '<div class="panel-state"><p><span role="alert">Failed to load the roster.</span></p><button type="button" class="btn btn--primary">Try Again</button></div>',
    );
    const [button] = buttons(expand(error));
    expect(button.children).toBe('Try Again');
    button.onClick?.();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('panel: a message not announced, or announced politely', () => {
    expect(html(<QueryError placement="panel" role="none" message="Failed to load standings." onRetry={() => undefined} />)).toContain('<p>Failed to load standings.</p>');
    expect(html(<QueryError placement="panel" role="status" message="Failed to load the game: x" />)).toBe(
      '<div class="panel-state"><p><span role="status">Failed to load the game: x</span></p></div>',
    );
  });

  it('block: the alert paragraph and a secondary Try Again (busy while it retries) inside the class', () => {
    const retry = vi.fn();
    const error = <QueryError placement="block" className="school-panel__state" message="Failed to load the stats." onRetry={retry} busy />;
    expect(html(error)).toBe(
      '<div class="school-panel__state"><p role="alert">Failed to load the stats.</p><button type="button" class="btn btn--secondary" disabled="" aria-busy="true">Try Again</button></div>',
    );
    buttons(expand(error))[0].onClick?.();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('block: the role on the whole block when asked', () => {
    expect(html(<QueryError placement="block" roleOn="block" className="home-card__state" message="Failed to load scores." onRetry={() => undefined} />)).toBe(
      '<div class="home-card__state" role="alert"><p>Failed to load scores.</p><button type="button" class="btn btn--secondary">Try Again</button></div>',
    );
  });

  it('inline: one paragraph, the button at the end of the line, no alert by default', () => {
    const retry = vi.fn();
    const error = <QueryError placement="inline" message="Failed to load games: disk full" onRetry={retry} />;
    expect(html(error)).toBe('<p>Failed to load games: disk full <button type="button" class="btn btn--primary">Try Again</button></p>');
    buttons(expand(error))[0].onClick?.();
    expect(retry).toHaveBeenCalledOnce();
    expect(html(<QueryError placement="inline" className="sports-panel__empty" variant="secondary" message="Failed to load leaders." onRetry={retry} />)).toBe(
      '<p class="sports-panel__empty">Failed to load leaders. <button type="button" class="btn btn--secondary">Try Again</button></p>',
    );
  });

  it('without onRetry there is no button', () => {
    expect(html(<QueryError placement="inline" className="home-card__state" message="Standings could not be read on this device." />)).toBe(
      '<p class="home-card__state">Standings could not be read on this device.</p>',
    );
  });
});

describe('QueryLoading', () => {
  it('is a polite status, in the panel or as a paragraph', () => {
    expect(html(<QueryLoading placement="panel">Loading schools…</QueryLoading>)).toBe('<div class="panel-state"><p><span role="status">Loading schools…</span></p></div>');
    expect(html(<QueryLoading placement="block" className="school-panel__state">Loading roster…</QueryLoading>)).toBe(
      '<p class="school-panel__state" role="status">Loading roster…</p>',
    );
    expect(html(<QueryLoading placement="inline" className="games-muted" role="none">Loading games…</QueryLoading>)).toBe('<p class="games-muted">Loading games…</p>');
  });
});

describe('QueryState', () => {
  const render = (result: QueryView<string[]>) =>
    html(
      <QueryState result={result} placement="block" className="school-panel__state" loading="Loading roster…" error="Failed to load the roster.">
        {(players) => <ul>{players.map((p) => <li key={p}>{p}</li>)}</ul>}
      </QueryState>,
    );
  const retry = () => undefined;

  it('shows loading, then the answer', () => {
    expect(render({ status: 'loading', retry })).toBe('<p class="school-panel__state" role="status">Loading roster…</p>');
    expect(render({ status: 'ready', data: ['Ann', 'Bo'], retry })).toBe('<ul><li>Ann</li><li>Bo</li></ul>');
  });

  it('shows the error with a Try Again that calls the query retry', () => {
    const again = vi.fn();
    const result: QueryView<string[]> = { status: 'error', error: new Error('disk full'), retry: again };
    expect(render(result)).toContain('<p role="alert">Failed to load the roster.</p>');
    const inline = (
      <QueryState result={result} placement="inline" loading="Loading games…" error={(e) => `Failed to load games: ${e.message}`}>
        {() => null}
      </QueryState>
    );
    expect(html(inline)).toContain('Failed to load games: disk full');
    buttons(expand(inline))[0].onClick?.();
    expect(again).toHaveBeenCalledOnce();
  });

  it('uses the loading class over the shared one', () => {
    expect(
      html(
        <QueryState result={{ status: 'loading', retry }} placement="inline" className="a" loadingClassName="games-muted" loadingRole="none" loading="Loading games…" error="x">
          {() => null}
        </QueryState>,
      ),
    ).toBe('<p class="games-muted">Loading games…</p>');
  });

  it("passes the error's role and the button's variant to QueryError", () => {
    const result: QueryView<string[]> = { status: 'error', error: new Error('x'), retry };
    expect(
      html(
        <QueryState result={result} placement="block" className="schools-menu__state" errorRole="none" loading="Loading schools…" error="Failed to load schools.">
          {() => null}
        </QueryState>,
      ),
    ).toBe('<div class="schools-menu__state"><p>Failed to load schools.</p><button type="button" class="btn btn--secondary">Try Again</button></div>');
    expect(
      html(
        <QueryState result={result} placement="inline" className="sports-panel__empty" retryVariant="secondary" loading="Loading rankings…" error="Failed to load rankings.">
          {() => null}
        </QueryState>,
      ),
    ).toBe('<p class="sports-panel__empty">Failed to load rankings. <button type="button" class="btn btn--secondary">Try Again</button></p>');
  });
});

describe('loadingWhileEmpty', () => {
  const retry = () => undefined;
  const isEmpty = (list: string[]) => list.length === 0;

  it('an empty answer is loading while the first sync runs, with the query retry', () => {
    const shown = loadingWhileEmpty({ status: 'ready', data: [], retry }, isEmpty, true);
    expect(shown).toEqual({ status: 'loading', retry });
  });

  it('otherwise the result as it is: empty once the sync is done, filled, loading or failed', () => {
    const empty: QueryView<string[]> = { status: 'ready', data: [], retry };
    const filled: QueryView<string[]> = { status: 'ready', data: ['Harborview'], retry };
    const loading: QueryView<string[]> = { status: 'loading', retry };
    const failed: QueryView<string[]> = { status: 'error', error: new Error('x'), retry };
    expect(loadingWhileEmpty(empty, isEmpty, false)).toBe(empty);
    expect(loadingWhileEmpty(filled, isEmpty, true)).toBe(filled);
    expect(loadingWhileEmpty(loading, isEmpty, true)).toBe(loading);
    expect(loadingWhileEmpty(failed, isEmpty, true)).toBe(failed);
  });
});
