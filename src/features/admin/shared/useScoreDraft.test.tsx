import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminGame } from './queries';
import type { ScoreDraft } from './useScoreDraft';
import { useScoreDraft } from './useScoreDraft';

/** The draft a form gets on its first render (no DOM here: what it opens with). */
function openDraft(game: Pick<AdminGame, 'sport' | 'score' | 'status'>): ScoreDraft {
  let draft: ScoreDraft | null = null;
  function Probe() {
    draft = useScoreDraft(game);
    return null;
  }
  renderToString(<Probe />);
  if (!draft) throw new Error('the probe did not render');
  return draft;
}

describe('useScoreDraft', () => {
  it('opens with the stored cells, a computed final shown as the periods make it', () => {
    const draft = openDraft({ sport: 'football', status: 'LIVE', score: { home: { '1': 7, '2': 0, final: 7 }, away: { '1': 3, '2': 0, final: 3 } } });
    expect(draft.cells.home).toMatchObject({ '1': '7', '2': '0', '3': '', final: '7' });
    expect(draft.cells.away.final).toBe('3');
  });

  it('counts a volleyball set stopped short as won once the game is FINAL', () => {
    const score = { home: { '1': 25, '2': 12 }, away: { '1': 20, '2': 10 } };
    expect(openDraft({ sport: 'volleyball', status: 'LIVE', score }).cells.home.final).toBe('1');
    expect(openDraft({ sport: 'volleyball', status: 'FINAL', score }).cells.home.final).toBe('2');
  });

  it('has nothing to correct until a cell changes (opening and saving writes nothing)', () => {
    expect(openDraft({ sport: 'golf-boys', status: 'UPCOMING', score: { home: { H1: 4 }, away: {} } }).corrections()).toEqual([]);
    expect(openDraft({ sport: 'basketball', status: 'LIVE', score: undefined }).corrections()).toEqual([]);
  });
});
