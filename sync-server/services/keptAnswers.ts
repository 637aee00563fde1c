import type { CollectionName } from '../../src/shared/schemas/collections';
import type { ChangesHub } from './changesHub';

/**
 * An answer built from the store and kept until one of the collections it reads changes: a hub
 * notice (any instance's write) or `invalidate` (a write through this server, whose notice may come
 * later). A crowd asking for it meanwhile costs one read. A failed build is not kept, and neither
 * is one overtaken by a change while it was being built (its caller still gets it: it was true
 * when read). Every first screen of the server keeps its answers here.
 */
export interface KeptAnswers<K, V> {
  get(key: K): Promise<V>;
  /** The collection changed: answers that read it are built again at the next ask. */
  invalidate(collection: CollectionName): void;
  /** Stops following the hub. */
  stop(): void;
}

export interface KeptAnswersOptions<K, V> {
  /** The collections whose changes drop the answers. */
  reads: readonly CollectionName[];
  build(key: K): Promise<V>;
  /** Whether a built answer may be kept (default: every one). */
  keep?: (answer: V) => boolean;
  /** Subscribed to when given (a service may invalidate through its owner instead). */
  hub?: ChangesHub;
  /** Kept at most this long too (an answer that depends on the time of day). */
  maxAgeMs?: number;
  /** At most this many keys (the oldest go first). */
  maxKeys?: number;
  /** The clock (tests). */
  now?: () => number;
}

export function createKeptAnswers<K, V>(options: KeptAnswersOptions<K, V>): KeptAnswers<K, V> {
  const reads = new Set(options.reads);
  const now = options.now ?? Date.now;
  const kept = new Map<K, { at: number; answer: Promise<V> }>();
  let generation = 0;

  function get(key: K): Promise<V> {
    const entry = kept.get(key);
    if (entry && (options.maxAgeMs === undefined || now() - entry.at <= options.maxAgeMs)) return entry.answer;
    const built = generation;
    const next = { at: now(), answer: options.build(key) };
    kept.delete(key);
    kept.set(key, next);
    if (options.maxKeys !== undefined && kept.size > options.maxKeys) kept.delete(kept.keys().next().value as K);
    const drop = () => {
      if (kept.get(key) === next) kept.delete(key);
    };
    next.answer.then((answer) => {
      if (generation !== built || (options.keep && !options.keep(answer))) drop();
    }, drop);
    return next.answer;
  }

  function invalidate(collection: CollectionName): void {
    if (!reads.has(collection)) return;
    generation += 1;
    kept.clear();
  }

  const unsubscribe = options.hub?.subscribe((notice) => invalidate(notice.collection)) ?? (() => undefined);
  return { get, invalidate, stop: unsubscribe };
}
