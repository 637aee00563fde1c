import { describe, expect, it } from 'vitest';
import { statFieldsFor } from './catalog/statFields';
import { formatStatValue, leaderStatsFor, statNumber } from './catalog/statValues';
import { createDemoData } from './demo/demoData';
import type { PlayerGameLinesDoc } from './schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from './schemas/playerStats.schema';
import { currentSeason } from './standings/season';
import { LEADERS_PER_STAT, parseLeadersAnswer, sportLeaders } from './leaders';

let next = 0;
const line = (playerName: string, stats: Record<string, number | string>, over: Partial<PlayerStatsDoc> = {}): PlayerStatsDoc => ({
  id: `line-${(next += 1)}`,
  playerName,
  teamName: 'Team',
  schoolName: `${playerName} High`,
  sport: 'football',
  division: '3A',
  season: '2026-2027',
  updatedAt: 1,
  ...stats,
  ...over,
});

const names = (boards: ReturnType<typeof sportLeaders>, stat: string) =>
  boards.find((b) => b.field.name === stat)?.lines.map((l) => l.playerName);

describe('leaderStatsFor (catalog)', () => {
  it('lists the main stats of each family, lower-is-better where strokes and times count', () => {
    const of = (sport: string) => leaderStatsFor(sport).map((s) => `${s.field.name}${s.lowerIsBetter ? '↓' : ''}`);
    expect(of('football')).toEqual(['passingYards', 'rushingYards', 'receivingYards', 'tackles']);
    expect(of('boys-soccer')).toEqual(['goals', 'assistsSoccer', 'saves']);
    expect(of('volleyball')).toEqual(['kills', 'digs', 'aces']);
    expect(of('golf-girls')).toEqual(['averageScore↓', 'lowestRound↓']);
    expect(of('girls-cross-country')).toEqual(['fastestTime↓', 'raceWins']);
    // Sports without a list lead by every integer field of theirs.
    expect(of('basketball')).toEqual(statFieldsFor('basketball').map((f) => f.name));
    expect(of('tennis')).toEqual(['gamesPlayed', 'minutesPlayed']);
  });

  it('reads times in seconds and formats values as fans read them', () => {
    const [fastest] = statFieldsFor('cross-country-boys');
    expect(statNumber(fastest, '9:59')).toBe(599);
    expect(statNumber(fastest, '16:45')).toBe(1005);
    expect(statNumber(fastest, 'soon')).toBeUndefined();
    const bestTime = statFieldsFor('swimming')[0];
    expect(statNumber(bestTime, '01:02.45')).toBeCloseTo(62.45);
    const [yards] = statFieldsFor('football');
    expect(formatStatValue(yards, 2600)).toBe('2,600');
    expect(formatStatValue(yards, undefined)).toBe('');
    const [average] = statFieldsFor('golf-boys');
    expect([38.5, 38, 2.456].map((v) => formatStatValue(average, v))).toEqual(['38.5', '38.0', '2.46']);
  });
});

describe('sportLeaders', () => {
  it('ranks each main stat from the best value down, with a caption and formatted values', () => {
    const boards = sportLeaders(
      [
        line('Ava', { passingYards: 900, tackles: 10 }),
        line('Ben', { passingYards: 2600, tackles: 40 }),
        line('Cal', { passingYards: 1500 }),
      ],
      'football',
      '2026-27',
    );
    expect(boards.map((b) => b.caption)).toEqual(['Passing Yards', 'Tackles']);
    expect(names(boards, 'passingYards')).toEqual(['Ben', 'Cal', 'Ava']);
    expect(boards[0].lines[0]).toMatchObject({ rank: 1, playerName: 'Ben', schoolName: 'Ben High', division: '3A', value: '2,600' });
    expect(names(boards, 'tackles')).toEqual(['Ben', 'Ava']);
  });

  it('puts the lowest first where lower is better, and compares MM:SS by seconds, not text', () => {
    const golf = sportLeaders(
      [
        line('Gus', { averageScore: 41.2, lowestRound: 38 }, { sport: 'golf-boys' }),
        line('Hal', { averageScore: 37.9, lowestRound: 40 }, { sport: 'boys-golf' }),
      ],
      'golf-boys',
      '2026-27',
    );
    expect(names(golf, 'averageScore')).toEqual(['Hal', 'Gus']);
    expect(names(golf, 'lowestRound')).toEqual(['Gus', 'Hal']);
    expect(golf[0]).toMatchObject({ caption: 'Average Score', lowerIsBetter: true });

    // As text '10:01' < '9:59'; as a time 9:59 is faster.
    const xc = sportLeaders(
      ['10:01', '9:59', '16:45'].map((time, i) => line(['Ivy', 'Jo', 'Kai'][i], { fastestTime: time }, { sport: 'cross-country-boys' })),
      'boys-cross-country',
      '2026-27',
    );
    expect(names(xc, 'fastestTime')).toEqual(['Jo', 'Ivy', 'Kai']);
    expect(xc[0]).toMatchObject({ caption: 'Fastest Time' });
    expect(xc[0].lines[0].value).toBe('9:59');
  });

  it('breaks ties by player name whatever the order read, and tied values share a rank', () => {
    const soccer = { sport: 'soccer-girls' };
    const docs = [line('zed', { goals: 5 }, soccer), line('Amy', { goals: 5 }, soccer), line('Bea', { goals: 9 }, soccer), line('Cy', { goals: 1 }, soccer)];
    const forward = sportLeaders(docs, 'soccer-girls', '2026-27');
    const backward = sportLeaders([...docs].reverse(), 'soccer-girls', '2026-27');
    expect(names(forward, 'goals')).toEqual(['Bea', 'Amy', 'zed', 'Cy']);
    expect(backward).toEqual(forward);
    expect(forward[0].lines.map((l) => l.rank)).toEqual([1, 2, 2, 4]);
  });

  it('matches the season in both spellings and the sport in both spellings', () => {
    const docs = [
      line('Long', { goals: 3 }, { season: '2026-2027', sport: 'boys-soccer' }),
      line('Short', { goals: 2 }, { season: '2026-27', sport: 'soccer-boys' }),
    ];
    for (const season of ['2026-27', '2026-2027']) {
      for (const sport of ['boys-soccer', 'soccer-boys']) {
        expect(names(sportLeaders(docs, sport, season), 'goals')).toEqual(['Long', 'Short']);
      }
    }
  });

  it('leaves out other sports, other seasons, lines without the value, and stats nobody has', () => {
    const docs = [
      line('Here', { goals: 1 }, { sport: 'soccer-girls' }),
      line('Boys', { goals: 30 }, { sport: 'soccer-boys' }),
      line('LastYear', { goals: 30 }, { sport: 'soccer-girls', season: '2025-26' }),
      line('Blank', { saves: 4 }, { sport: 'girls-soccer' }),
      line('Zero', { goals: 0 }, { sport: 'soccer-girls' }),
      line('Junk', { goals: 'many' }, { sport: 'soccer-girls' }),
    ];
    const boards = sportLeaders(docs, 'girls-soccer', '2026-27');
    expect(boards.map((b) => b.field.name)).toEqual(['goals', 'saves']);
    expect(names(boards, 'goals')).toEqual(['Here']);
    expect(names(boards, 'saves')).toEqual(['Blank']);
    expect(sportLeaders(docs, 'girls-soccer', 'not a season')).toEqual([]);
    expect(sportLeaders(docs, 'volleyball', '2026-27')).toEqual([]);
  });

  it('keeps the top 5 only', () => {
    const docs = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, i) => line(name, { kills: 100 - i }, { sport: 'volleyball' }));
    const [kills] = sportLeaders(docs, 'volleyball', '2026-27');
    expect(LEADERS_PER_STAT).toBe(5);
    expect(kills.lines.map((l) => l.playerName)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('sportLeaders with credited plays (issue 39)', () => {
  const credited = (gameId: string, schoolName: string, players: PlayerGameLinesDoc['players']): PlayerGameLinesDoc => ({
    id: `${gameId}:home`, gameId, team: 'home', sport: 'basketball', season: '2026-27', schoolName, players, updatedAt: 2,
  });
  const hoops = { sport: 'basketball', schoolName: 'Harbor High' };

  it("ranks points from credited plays beside typed lines, a player's credited points instead of the typed ones, never both", () => {
    const boards = sportLeaders(
      [line('Sam', { points: 50, rebounds: 12 }, hoops), line('Jo', { points: 20, rebounds: 30 }, hoops)],
      'basketball',
      '2026-27',
      [credited('g1', 'Harbor High', [{ name: 'Sam', stats: { points: 9 } }, { name: 'Ann', number: '4', stats: { points: 25 } }]), credited('g2', 'Harbor High', [{ name: 'sam', stats: { points: 6 } }])],
    );
    const points = boards.find((b) => b.field.name === 'points')!;
    // Ann: credited only; Sam: 9 + 6 credited (his typed 50 is left out); Jo: typed only.
    expect(points.lines.map((l) => [l.playerName, l.value])).toEqual([['Ann', '25'], ['Jo', '20'], ['Sam', '15']]);
    expect(points.lines[0]).toMatchObject({ schoolName: 'Harbor High', division: '3A' });
    // The typed rest stays: Sam's rebounds are his typed ones.
    expect(names(boards, 'rebounds')).toEqual(['Jo', 'Sam']);
  });

  it('without any typed line, makes the board from credited plays alone', () => {
    const boards = sportLeaders([], 'basketball', '2026-2027', [credited('g1', 'Maple Ridge', [{ name: 'Lee Ho', stats: { points: 3 } }])]);
    expect(boards.map((b) => b.field.name)).toEqual(['points']);
    expect(boards[0].lines).toEqual([expect.objectContaining({ rank: 1, playerName: 'Lee Ho', schoolName: 'Maple Ridge', division: '', value: '3' })]);
  });
});

describe('demo player stats', () => {
  it('are in the current season of the demo day, even from January to July, and name demo schools', () => {
    for (const today of [new Date(2027, 2, 10, 12), new Date(2026, 10, 25, 12)]) {
      const data = createDemoData({ today });
      const schools = new Set(data.schools.map((s) => s.name));
      expect(data.playerStats.every((p) => schools.has(p.schoolName))).toBe(true);
      const boards = sportLeaders(data.playerStats, 'football', currentSeason(today.getTime()));
      expect(boards.map((b) => b.field.name)).toEqual(['passingYards', 'rushingYards', 'receivingYards', 'tackles']);
    }
  });
});

describe('parseLeadersAnswer', () => {
  it("reads the server's answer as sent, and nothing of another shape", () => {
    const boards = sportLeaders([line('Ava', { passingYards: 900, tackles: 10 }), line('Ben', { passingYards: 2600 })], 'football', '2026-27');
    const answer = { sport: 'football', season: '2026-27', boards };
    expect(parseLeadersAnswer(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    expect(parseLeadersAnswer({ ...answer, boards: [] })).toEqual({ ...answer, boards: [] });
    expect(parseLeadersAnswer({ ...answer, season: undefined })).toBeNull();
    expect(parseLeadersAnswer({ ...answer, boards: [{ ...boards[0], lines: [{ id: 'x', rank: '1' }] }] })).toBeNull();
    expect(parseLeadersAnswer({ ...answer, boards: [{ ...boards[0], field: null }] })).toBeNull();
    expect(parseLeadersAnswer([answer])).toBeNull();
    expect(parseLeadersAnswer(null)).toBeNull();
  });
});
