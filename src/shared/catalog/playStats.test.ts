import { describe, expect, it } from 'vitest';
import { ALL_PLAY_STAT_FIELDS, playStatsFor } from './playStats';
import { scoringFor } from './scoring';
import { SPORTS } from './sports';
import { statFieldsFor } from './statFields';

describe('stats from credited plays (catalog)', () => {
  it.each(SPORTS.map((s) => s.key))('%s: each field is one of its stat fields, each play one of its plays', (sport) => {
    const fields = statFieldsFor(sport).map((f) => f.name);
    const plays = scoringFor(sport).plays.map((p) => p.key);
    for (const stat of playStatsFor(sport)) {
      expect(fields).toContain(stat.field);
      for (const play of stat.plays) expect(plays).toContain(play);
    }
  });

  it('basketball points, goals and bouts come from plays; touchdowns, runs and hits stay typed', () => {
    const fields = (sport: string) => playStatsFor(sport).map((s) => s.field);
    expect(fields('basketball')).toEqual(['points']);
    expect(fields('soccer-girls')).toEqual(['goals']);
    expect(fields('boys-soccer')).toEqual(['goals']);
    expect(fields('wrestling')).toEqual(['wrestlingWins', 'majorDecisions', 'technicalFalls', 'pins']);
    for (const typed of ['football', 'baseball', 'softball', 'volleyball', 'golf-boys']) expect(fields(typed)).toEqual([]);
    expect(ALL_PLAY_STAT_FIELDS).toEqual(['goals', 'majorDecisions', 'pins', 'points', 'technicalFalls', 'wrestlingWins']);
  });
});
