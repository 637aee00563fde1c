import type { ReactNode } from 'react';
import type { ButtonVariant } from './Button';
import type { StatePlacement, StateRole } from './LoadState';
import { QueryError, QueryLoading } from './LoadState';

/** What a live query answers; `QueryResult` of src/data/useRxQuery.ts has this shape (ui gets it as a prop). */
export type QueryView<T> =
  | { status: 'loading'; retry(): void }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'ready'; data: T; retry(): void };

/**
 * An empty answer while the device's first sync still runs is not 'none' yet: the result as loading until the
 * sync has had its chance (a first visit says 'Loading schools…', not 'no schools', then its schools).
 */
export function loadingWhileEmpty<T>(result: QueryView<T>, isEmpty: (data: T) => boolean, firstSyncPending: boolean): QueryView<T> {
  return result.status === 'ready' && firstSyncPending && isEmpty(result.data) ? { status: 'loading', retry: result.retry } : result;
}

/** 'Failed to load {what}: {the error's message}', as the admin lists and /schools word a failed load. */
export const failedToLoad =
  (what: string) =>
  (error: Error): string =>
    `Failed to load ${what}: ${error.message}`;

export interface QueryStateProps<T> {
  result: QueryView<T>;
  placement: StatePlacement;
  /** The loading text. */
  loading: ReactNode;
  /** The error text, or made from the error (an admin list names it). */
  error: ReactNode | ((error: Error) => ReactNode);
  /** Both states' class (block and inline); `loadingClassName` overrides it for the loading one. */
  className?: string;
  loadingClassName?: string;
  loadingRole?: 'status' | 'none';
  /** The error's live region (QueryError's default: 'alert', 'none' inline). */
  errorRole?: StateRole;
  /** The 'Try Again' button's variant (QueryError's default: 'secondary' in a block, 'primary' elsewhere). */
  retryVariant?: ButtonVariant;
  /** What the answer shows. */
  children: (data: T) => ReactNode;
}

/**
 * The loading / error + 'Try Again' / content switch of a screen's query, written once (the states' defaults:
 * LoadState.tsx). A screen with other states between loading and its content uses QueryError and QueryLoading.
 */
export function QueryState<T>({ result, placement, loading, error, className, loadingClassName, loadingRole, errorRole, retryVariant, children }: QueryStateProps<T>) {
  if (result.status === 'error') {
    const message = typeof error === 'function' ? error(result.error) : error;
    return <QueryError placement={placement} message={message} onRetry={result.retry} className={className} role={errorRole} variant={retryVariant} />;
  }
  if (result.status === 'loading') {
    return (
      <QueryLoading placement={placement} className={loadingClassName ?? className} role={loadingRole}>
        {loading}
      </QueryLoading>
    );
  }
  return <>{children(result.data)}</>;
}
