import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { Couch } from '../store/couch';
import { createLeadersAnswers } from './leadersAnswers';
import { fakeHub } from '../../tests/kit/fakes';

type Doc = Record<string, unknown> & { _id: string };
interface FindQuery {
  selector: Record<string, unknown>;
  limit: number;
  use_index?: string;
  bookmark?: string;
}

/** A store whose `_find` answers pages of `limit` documents from `docs`, with a bookmark, as CouchDB does. */
function fakeCouch(docs: Partial<Record<CollectionName, Doc[]>>) {
  const finds: { collection: CollectionName; query: FindQuery }[] = [];
  const couch = {
    collection: (collection: CollectionName) => ({
      async find(query: FindQuery) {
        finds.push({ collection, query });
        const all = docs[collection] ?? [];
        const start = query.bookmark ? Number(query.bookmark) : 0;
        const page = all.slice(start, start + query.limit);
        return { docs: page, bookmark: String(start + page.length) };
      },
    }),
  } as unknown as Couch;
  return { couch, finds };
}

const line = (id: string, passingYards: number, over: Record<string, unknown> = {}): Doc => ({
  _id: id, _rev: '1-a', id, playerName: `Player ${id}`, teamName: 'Varsity', schoolName: `School ${id}`, sport: 'football',
  division: '5A', season: '2026-2027', updatedAt: 1, passingYards, ...over,
});

describe('the leaders answers', () => {
  it("reads the season's lines page by page through the season index, and ranks them", async () => {
    // More lines than a page: the read goes on with the bookmark until a short page.
    const many = Array.from({ length: 2500 }, (_, i) => line(`p${i}`, i + 1));
    const { couch, finds } = fakeCouch({ playerStats: many });
    const leaders = createLeadersAnswers({ couch, hub: fakeHub().hub });
    const answer = await leaders.get('Football', '2026-2027');
    expect(answer.sport).toBe('football');
    expect(answer.season).toBe('2026-27');
    expect(answer.boards[0].lines.map((l) => l.playerName)).toEqual(['Player p2499', 'Player p2498', 'Player p2497', 'Player p2496', 'Player p2495']);
    const typed = finds.filter((find) => find.collection === 'playerStats');
    expect(typed.map((find) => find.query.bookmark)).toEqual([undefined, '2000']);
    expect(typed[0].query).toMatchObject({ use_index: 'season-season', selector: { season: { $gte: '2026-2027', $lte: '2026-27' } } });
    expect(finds.filter((find) => find.collection === 'playerGameLines')).toHaveLength(1);
  });

  it('keeps an answer until either collection of player lines changes', async () => {
    const docs = { playerStats: [line('a', 100)] };
    const { couch, finds } = fakeCouch(docs);
    const { hub, notify } = fakeHub();
    const leaders = createLeadersAnswers({ couch, hub });
    await leaders.get('football', '2026-27');
    await leaders.get('football', '2026-2027');
    expect(finds).toHaveLength(2);
    notify('games');
    leaders.invalidate('schools');
    await leaders.get('football', '2026-27');
    expect(finds).toHaveLength(2);

    docs.playerStats.push(line('b', 200));
    notify('playerStats');
    expect((await leaders.get('football', '2026-27')).boards[0].lines.map((l) => l.id)).toEqual(['b', 'a']);
    leaders.invalidate('playerGameLines');
    await leaders.get('football', '2026-27');
    expect(finds).toHaveLength(6);
  });

  it('a failed read is not kept: the next ask reads again', async () => {
    let fail = true;
    const couch = {
      collection: () => ({
        find: async () => {
          if (fail) throw new Error('store down');
          return { docs: [], bookmark: 'nil' };
        },
      }),
    } as unknown as Couch;
    const leaders = createLeadersAnswers({ couch, hub: fakeHub().hub });
    await expect(leaders.get('football', '2026-27')).rejects.toThrow('store down');
    fail = false;
    expect((await leaders.get('football', '2026-27')).boards).toEqual([]);
  });
});
