import { describe, expect, it } from 'vitest';
import { validateBusinessRules } from '../../../shared/rules';
import { DEFAULT_TIEBREAKERS, TIEBREAK_RULES } from '../../../shared/standings/tiebreakRules';
import type { SetupDraft, SetupSchool } from './setupModel';
import {
  MAX_DIVISIONS, addDivision, addSchool, addTiebreaker, availableSchools, availableTiebreakers, canRemoveTiebreaker, copyFromPrevious,
  draftFromDoc, moveTiebreaker, newDraft, removeDivision, removeSchool, removeTiebreaker, renameDivision, sameDraft, schoolName,
  seasonChoices, setupDoc,
} from './setupModel';

const SCHOOLS: SetupSchool[] = [
  { id: 's-maple', name: 'Maple Ridge Academy', sports: ['football', 'soccer-boys'] },
  { id: 's-harbor', name: 'Harborview High School', sports: ['football'] },
  { id: 's-bay', name: 'Bayside Central', sports: ['volleyball'] },
  { id: 's-cedar', name: 'Cedar Point High', sports: ['soccer-boys'] },
];

function twoDivisions(): SetupDraft {
  return { divisions: [{ key: 'division-1', name: 'North', schoolIds: ['s-maple'] }, { key: 'division-2', name: 'South', schoolIds: [] }], tiebreakers: ['headToHead', 'pointDiff'] };
}

describe('divisions', () => {
  it('starts empty with the default tiebreakers, and numbers new divisions', () => {
    const draft = addDivision(addDivision(newDraft()));
    expect(draft.tiebreakers).toEqual(DEFAULT_TIEBREAKERS);
    expect(draft.divisions).toEqual([
      { key: 'division-1', name: 'Division 1', schoolIds: [] },
      { key: 'division-2', name: 'Division 2', schoolIds: [] },
    ]);
  });

  it('never reuses a key or a name still in the list', () => {
    const afterRemoval = removeDivision(addDivision(addDivision(newDraft())), 'division-1');
    expect(addDivision(afterRemoval).divisions.map((d) => [d.key, d.name])).toEqual([['division-2', 'Division 2'], ['division-3', 'Division 3']]);
    const renamed = renameDivision(addDivision(newDraft()), 'division-1', 'division 2');
    expect(addDivision(renamed).divisions.map((d) => d.key)).toEqual(['division-1', 'division-3']);
  });

  it(`stops at ${MAX_DIVISIONS} divisions, the schema's bound`, () => {
    let draft = newDraft();
    for (let i = 0; i < MAX_DIVISIONS + 3; i += 1) draft = addDivision(draft);
    expect(draft.divisions).toHaveLength(MAX_DIVISIONS);
  });

  it('adds a school to one division only, and removes it', () => {
    let draft = addSchool(twoDivisions(), 'division-2', 's-harbor');
    expect(draft.divisions[1].schoolIds).toEqual(['s-harbor']);
    expect(addSchool(draft, 'division-1', 's-harbor')).toBe(draft);
    draft = removeSchool(draft, 'division-2', 's-harbor');
    expect(draft.divisions[1].schoolIds).toEqual([]);
    expect(addSchool(draft, 'division-1', 's-harbor').divisions[0].schoolIds).toEqual(['s-maple', 's-harbor']);
  });

  it('offers the schools that play the sport (any spelling) and are in no division, by name', () => {
    expect(availableSchools(twoDivisions(), SCHOOLS, 'football').map((s) => s.id)).toEqual(['s-harbor']);
    expect(availableSchools(twoDivisions(), SCHOOLS, 'boys-soccer').map((s) => s.id)).toEqual(['s-cedar']);
    expect(availableSchools(newDraft(), SCHOOLS, 'football').map((s) => s.name)).toEqual(['Harborview High School', 'Maple Ridge Academy']);
    expect(availableSchools(newDraft(), SCHOOLS, 'golf-girls')).toEqual([]);
  });

  it('names a member whose school was deleted, so it can still be removed', () => {
    expect(schoolName(SCHOOLS, 's-bay')).toBe('Bayside Central');
    expect(schoolName(SCHOOLS, '0123456789abcdef')).toBe('A deleted school (01234567)');
  });
});

describe('tiebreakers', () => {
  it('moves a rule up and down, and nothing past either end', () => {
    const draft = newDraft();
    expect(moveTiebreaker(draft, 'pointsAllowed', -1).tiebreakers).toEqual(['headToHead', 'pointsAllowed', 'headToHeadDiff']);
    expect(moveTiebreaker(draft, 'headToHead', 1).tiebreakers).toEqual(['headToHeadDiff', 'headToHead', 'pointsAllowed']);
    expect(moveTiebreaker(draft, 'headToHead', -1)).toBe(draft);
    expect(moveTiebreaker(draft, 'pointsAllowed', 1)).toBe(draft);
    expect(moveTiebreaker(draft, 'pointsFor', 1)).toBe(draft);
  });

  it('offers only the rules not listed, and adds each once', () => {
    const draft = newDraft();
    expect(availableTiebreakers(draft)).toEqual(['pointDiff', 'pointsFor', 'overallPct']);
    const added = addTiebreaker(draft, 'overallPct');
    expect(added.tiebreakers).toEqual([...DEFAULT_TIEBREAKERS, 'overallPct']);
    expect(addTiebreaker(added, 'overallPct')).toBe(added);
    expect(addTiebreaker(added, 'coinToss')).toBe(added);
    let full = newDraft();
    for (const rule of TIEBREAK_RULES) full = addTiebreaker(full, rule);
    expect(availableTiebreakers(full)).toEqual([]);
  });

  it('removes rules but keeps the last one', () => {
    let draft = removeTiebreaker(removeTiebreaker(newDraft(), 'headToHead'), 'pointsAllowed');
    expect(draft.tiebreakers).toEqual(['headToHeadDiff']);
    expect(canRemoveTiebreaker(draft)).toBe(false);
    draft = removeTiebreaker(draft, 'headToHeadDiff');
    expect(draft.tiebreakers).toEqual(['headToHeadDiff']);
  });
});

describe('stored set-ups', () => {
  it('reads a stored document, with the defaults when it has no tiebreakers', () => {
    const stored = { divisions: [{ key: 'division-1', name: 'North', schoolIds: ['s-maple'] }], tiebreakers: [] };
    expect(draftFromDoc(stored)).toEqual({ divisions: stored.divisions, tiebreakers: DEFAULT_TIEBREAKERS });
    expect(draftFromDoc(null)).toEqual(newDraft());
    expect(sameDraft(draftFromDoc(twoDivisions()), twoDivisions())).toBe(true);
    expect(sameDraft(renameDivision(twoDivisions(), 'division-1', 'North '), twoDivisions())).toBe(false);
    expect(sameDraft(moveTiebreaker(twoDivisions(), 'pointDiff', -1), twoDivisions())).toBe(false);
  });

  it("copies last season's divisions, leaving out schools that no longer play the sport", () => {
    const previous = {
      divisions: [
        { key: 'division-1', name: 'North', schoolIds: ['s-maple', 's-bay'] },
        { key: 'division-2', name: 'South', schoolIds: ['s-harbor', 'gone'] },
      ],
      tiebreakers: ['pointsFor' as const],
    };
    const { draft, leftOut } = copyFromPrevious(previous, SCHOOLS, 'football');
    expect(leftOut).toBe(2);
    expect(draft).toEqual({
      divisions: [
        { key: 'division-1', name: 'North', schoolIds: ['s-maple'] },
        { key: 'division-2', name: 'South', schoolIds: ['s-harbor'] },
      ],
      tiebreakers: ['pointsFor'],
    });
    expect(previous.divisions[0].schoolIds).toEqual(['s-maple', 's-bay']);
  });

  it('offers this season, the next and every season set up, newest first', () => {
    const november2026 = new Date(2026, 10, 5).getTime();
    expect(seasonChoices([], november2026)).toEqual(['2027-28', '2026-27']);
    expect(seasonChoices(['2024-25', '2026-27', '2025-26'], november2026)).toEqual(['2027-28', '2026-27', '2025-26', '2024-25']);
    expect(seasonChoices([], new Date(2026, 6, 31).getTime())).toEqual(['2026-27', '2025-26']);
  });

  it('builds the document the rules accept, names trimmed', () => {
    const doc = setupDoc({ sport: 'football', season: '2026-27', draft: renameDivision(twoDivisions(), 'division-1', '  North  ') }, 'admin@liaa.test', 2_000, 1_000);
    expect(doc).toEqual({
      id: 'divisions-football-2026-27', sport: 'football', season: '2026-27',
      divisions: [{ key: 'division-1', name: 'North', schoolIds: ['s-maple'] }, { key: 'division-2', name: 'South', schoolIds: [] }],
      tiebreakers: ['headToHead', 'pointDiff'], createdAt: 1_000, updatedAt: 2_000, updatedBy: 'admin@liaa.test',
    });
    expect(validateBusinessRules('divisions', { ...doc })).toBeNull();
  });
});
