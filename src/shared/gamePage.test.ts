import { describe, expect, it } from 'vitest';
import { gameFirstScreenUrl, gameTeams, logosOfTeams, parseGameFirstScreen } from './gamePage';
import type { GameDoc } from './schemas/games.schema';

const GAME: GameDoc = {
  id: 'game 1',
  sport: 'football',
  time: '2026-09-04T23:00:00.000Z',
  homeSchoolId: 'ash',
  homeSchoolName: 'Ashford High',
  awayName: ' brookline academy ',
  location: 'Ashford Field',
  status: 'LIVE',
  updatedAt: 1,
};
const SCHOOLS = [
  { id: 'ash', name: 'Ashford High', logoUrl: 'data:image/png;base64,QQ==' },
  { id: 'brk', name: 'Brookline Academy', logoUrl: 'data:image/png;base64,Qg==' },
  { id: 'brk-2', name: 'Brookline Academy' },
  { id: 'cedar', name: 'Cedar Prep', logoUrl: '' },
];

describe('gameTeams', () => {
  it("finds a side's school by its id, else by the name typed (trimmed, any case: the first of that name)", () => {
    expect(gameTeams(GAME, SCHOOLS)).toEqual({
      home: { name: 'Ashford High', schoolId: 'ash', logoUrl: 'data:image/png;base64,QQ==' },
      away: { name: ' brookline academy ', schoolId: 'brk', logoUrl: 'data:image/png;base64,Qg==' },
    });
  });

  it('an id wins over a name, a school without a logo has none, and a side typed as free text has no school', () => {
    const teams = gameTeams({ ...GAME, homeSchoolId: 'cedar', homeSchoolName: 'Ashford High', awaySchoolId: 'brk-2', awayName: 'Brookline Academy' }, SCHOOLS);
    expect(teams).toEqual({ home: { name: 'Ashford High', schoolId: 'cedar' }, away: { name: 'Brookline Academy', schoolId: 'brk-2' } });
    expect(logosOfTeams(teams)).toEqual({ home: undefined, away: undefined });
    expect(gameTeams({ ...GAME, homeSchoolId: undefined, homeSchoolName: 'Visitors XI' }, SCHOOLS).home).toEqual({ name: 'Visitors XI' });
  });
});

describe('parseGameFirstScreen', () => {
  it('reads the answer of GET /api/first/game/{id}, and nothing of another shape', () => {
    const answer = { game: GAME, teams: gameTeams(GAME, SCHOOLS) };
    expect(parseGameFirstScreen(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    expect(parseGameFirstScreen(null)).toBeNull();
    expect(parseGameFirstScreen({ game: GAME })).toBeNull();
    expect(parseGameFirstScreen({ game: { id: 'x' }, teams: answer.teams })).toBeNull();
    expect(parseGameFirstScreen({ game: GAME, teams: { home: { name: 'A', logoUrl: 3 }, away: { name: 'B' } } })).toBeNull();
  });

  it('names the first screen by the game id, escaped', () => {
    expect(gameFirstScreenUrl('game 1/2')).toBe('/api/first/game/game%201%2F2');
  });
});
