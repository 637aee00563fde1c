import { describe, expect, it } from 'vitest';
import { createKeptStore } from './keptStore';
import { memoryStorage } from './memoryStorage';

interface Note {
  key: string;
  text: string;
}

const LIMIT = 4;
const store = (maxChars?: number) =>
  createKeptStore<Note>({
    prefix: 'test.note.v1:',
    indexKey: 'test.notes.v1',
    limit: LIMIT,
    maxChars,
    // Only a note of its own key, with a text.
    parse: (value, key) => {
      const note = value as Partial<Note> | null;
      return note && note.key === key && typeof note.text === 'string' ? { key, text: note.text } : null;
    },
  });
const note = (key: string, text = `about ${key}`): Note => ({ key, text });

describe('a kept store', () => {
  it('reads back what was kept, per key, and null for a key never kept', () => {
    const storage = memoryStorage();
    const kept = store();
    kept.keep('a', note('a'), storage);
    kept.keep('b', note('b', 'second'), storage);
    expect(kept.read('a', storage)).toEqual(note('a'));
    expect(kept.read('b', storage)?.text).toBe('second');
    expect(kept.read('c', storage)).toBeNull();
    // Kept again: the newer value replaces it.
    kept.keep('a', note('a', 'newer'), storage);
    expect(kept.read('a', storage)?.text).toBe('newer');
  });

  it('keeps the most recently kept keys only: the oldest goes first', () => {
    const storage = memoryStorage();
    const kept = store();
    for (const key of ['k0', 'k1', 'k2', 'k3', 'k4']) kept.keep(key, note(key), storage);
    expect(kept.read('k0', storage)).toBeNull();
    expect(storage.items.has('test.note.v1:k0')).toBe(false);
    expect(['k1', 'k2', 'k3', 'k4'].map((key) => kept.read(key, storage)?.key)).toEqual(['k1', 'k2', 'k3', 'k4']);
    // Kept again, k1 is the newest: the next key pushes k2 out instead.
    kept.keep('k1', note('k1'), storage);
    kept.keep('k5', note('k5'), storage);
    expect(kept.read('k1', storage)).not.toBeNull();
    expect(kept.read('k2', storage)).toBeNull();
    expect(JSON.parse(storage.items.get('test.notes.v1') ?? '[]')).toEqual(['k5', 'k1', 'k4', 'k3']);
  });

  it('reads a corrupt item or one of another shape as nothing, and a corrupt index as empty', () => {
    const storage = memoryStorage();
    const kept = store();
    storage.setItem('test.note.v1:a', '{not json');
    expect(kept.read('a', storage)).toBeNull();
    storage.setItem('test.note.v1:a', JSON.stringify({ key: 'other', text: 'x' }));
    expect(kept.read('a', storage)).toBeNull();
    storage.setItem('test.note.v1:a', 'null');
    expect(kept.read('a', storage)).toBeNull();
    storage.setItem('test.notes.v1', '{not json');
    expect(() => kept.keep('b', note('b'), storage)).not.toThrow();
    expect(kept.read('b', storage)).toEqual(note('b'));
    expect(JSON.parse(storage.items.get('test.notes.v1') ?? '')).toEqual(['b']);
    storage.setItem('test.notes.v1', JSON.stringify(['c', 7, null]));
    kept.keep('d', note('d'), storage);
    expect(JSON.parse(storage.items.get('test.notes.v1') ?? '')).toEqual(['d', 'c']);
  });

  it('makes room when storage is full by dropping the oldest, and never throws', () => {
    const one = JSON.stringify(note('k00')).length + 'test.note.v1:k00'.length;
    // Room for the index and about two notes.
    const storage = memoryStorage(one * 2 + 60);
    const kept = createKeptStore<Note>({ prefix: 'test.note.v1:', indexKey: 'test.notes.v1', limit: 20, parse: (value) => value as Note });
    for (let i = 10; i < 30; i++) expect(() => kept.keep(`k${i}`, note(`k${i}`), storage)).not.toThrow();
    expect(kept.read('k29', storage)).toEqual(note('k29'));
    expect(kept.read('k10', storage)).toBeNull();
    // Too large for any room: nothing kept, nothing thrown.
    expect(() => kept.keep('huge', note('huge', 'x'.repeat(1000)), memoryStorage(10))).not.toThrow();
  });

  it('without storage, or with one that throws at every call, reads nothing and keeps nothing', () => {
    const kept = store();
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => kept.keep('a', note('a'), broken)).not.toThrow();
    expect(kept.read('a', broken)).toBeNull();
    // No storage at all (a server render, Node): the default is the page's, absent here.
    expect(() => kept.keep('a', note('a'))).not.toThrow();
    expect(kept.read('a')).toBeNull();
  });

  it('keeps no value longer than its bound, and drops the older one of that key', () => {
    const storage = memoryStorage();
    const kept = store(100);
    kept.keep('a', note('a'), storage);
    kept.keep('b', note('b'), storage);
    kept.keep('a', note('a', 'x'.repeat(200)), storage);
    expect(kept.read('a', storage)).toBeNull();
    expect(kept.read('b', storage)).toEqual(note('b'));
    expect(JSON.parse(storage.items.get('test.notes.v1') ?? '')).toEqual(['b']);
  });
});
