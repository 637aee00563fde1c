import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './keptAnswers';
import { fakeHub } from '../../tests/kit/fakes';

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: Error): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createKeptAnswers', () => {
  it('builds once for many asks, again after a change of a collection it reads, not of another', async () => {
    const { hub, notify } = fakeHub();
    let builds = 0;
    const kept = createKeptAnswers({ reads: ['games'], hub, build: async (key: string) => `${key}:${++builds}` });
    expect(await Promise.all([kept.get('a'), kept.get('a')])).toEqual(['a:1', 'a:1']);
    notify('schools');
    expect(await kept.get('a')).toBe('a:1');
    notify('games');
    expect(await kept.get('a')).toBe('a:2');
    kept.invalidate('games');
    expect(await kept.get('a')).toBe('a:3');
    kept.stop();
    notify('games');
    expect(await kept.get('a')).toBe('a:3');
  });

  it('does not keep an answer that failed, nor one overtaken by a change while it was built', async () => {
    const pending: ReturnType<typeof deferred<string>>[] = [];
    const kept = createKeptAnswers({ reads: ['articles'], build: () => (pending.push(deferred<string>()), pending[pending.length - 1].promise) });
    const first = kept.get('x');
    pending[0].reject(new Error('store down'));
    await expect(first).rejects.toThrow('store down');
    const second = kept.get('x');
    expect(pending).toHaveLength(2);
    kept.invalidate('articles');
    pending[1].resolve('read before the change');
    // Its caller gets it (it was true when read); the next ask builds again.
    expect(await second).toBe('read before the change');
    const third = kept.get('x');
    expect(pending).toHaveLength(3);
    pending[2].resolve('fresh');
    expect(await third).toBe('fresh');
    expect(await kept.get('x')).toBe('fresh');
    expect(pending).toHaveLength(3);
  });

  it('drops answers older than maxAgeMs, beyond maxKeys, and those keep refuses', async () => {
    let clock = 0;
    let builds = 0;
    const kept = createKeptAnswers({
      reads: ['games'],
      maxAgeMs: 100,
      maxKeys: 2,
      now: () => clock,
      keep: (answer: string) => !answer.startsWith('big'),
      build: async (key: string) => `${key}:${++builds}`,
    });
    expect(await kept.get('a')).toBe('a:1');
    clock = 100;
    expect(await kept.get('a')).toBe('a:1');
    clock = 101;
    expect(await kept.get('a')).toBe('a:2');
    await kept.get('b');
    await kept.get('c'); // a, the oldest, goes
    expect(await kept.get('c')).toBe('c:4');
    expect(await kept.get('a')).toBe('a:5');
    expect(await kept.get('big')).toBe('big:6');
    expect(await kept.get('big')).toBe('big:7');
  });
});
