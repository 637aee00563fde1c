import { describe, expect, it } from 'vitest';
import { buildStatsLine, divisionFor, emptyStatsForm } from './statsForm';
import type { StatsFormValues } from './statsForm';

const base: StatsFormValues = {
  playerName: ' Sam Rivera ',
  teamName: ' Harborview ',
  schoolName: ' Harborview High School ',
  division: '6A',
  season: '2025-2026',
  stats: {},
};

describe('emptyStatsForm', () => {
  it('defaults the season to the current year and the next', () => {
    expect(emptyStatsForm(new Date(2025, 2, 1)).season).toBe('2025-2026');
    expect(emptyStatsForm(new Date(2026, 11, 31))).toEqual({
      playerName: '', teamName: '', schoolName: '', division: '', season: '2026-2027', stats: {},
    });
  });
});

describe('buildStatsLine', () => {
  it('trims, parses integers and drops empty values', () => {
    const result = buildStatsLine('football', { ...base, stats: { passingYards: ' 250 ', passingTouchdowns: '', tackles: '0' } });
    expect(result).toEqual({
      ok: true,
      line: {
        playerName: 'Sam Rivera', teamName: 'Harborview', schoolName: 'Harborview High School', sport: 'football',
        division: '6A', season: '2025-2026', passingYards: 250, tackles: 0,
      },
    });
  });

  it('stores the canonical sport key for a public spelling', () => {
    const result = buildStatsLine('boys-soccer', { ...base, division: '3A', stats: { goals: '4' } });
    expect(result.ok && result.line).toMatchObject({ sport: 'soccer-boys', goals: 4 });
  });

  it('parses decimals for Average fields and keeps MM:SS text', () => {
    const golf = buildStatsLine('golf-girls', { ...base, division: '2A', stats: { averageScore: '72.5', roundsPlayed: '8' } });
    expect(golf.ok && golf.line).toMatchObject({ averageScore: 72.5, roundsPlayed: 8 });
    const xc = buildStatsLine('girls-cross-country', { ...base, division: '1A', stats: { fastestTime: '18:05', averageTime: '19:30' } });
    expect(xc.ok && xc.line).toMatchObject({ fastestTime: '18:05', averageTime: '19:30' });
    const swim = buildStatsLine('swimming', { ...base, division: '1A', stats: { bestTime: '01:02.45' } });
    expect(swim.ok && swim.line).toMatchObject({ bestTime: '01:02.45' });
  });

  it('refuses values it cannot read, naming the field', () => {
    expect(buildStatsLine('football', { ...base, stats: { passingYards: '12.5' } })).toEqual({
      ok: false,
      message: 'Passing Yards must be a whole number of at least 0.',
    });
    expect(buildStatsLine('cross-country-boys', { ...base, stats: { fastestTime: '18.05' } })).toEqual({
      ok: false,
      message: 'Fastest Time (MM:SS) must be a time as MM:SS.',
    });
  });

  it('ignores values typed for fields the sport does not have', () => {
    const result = buildStatsLine('volleyball', { ...base, division: '3A', stats: { kills: '9', goals: '3' } });
    expect(result.ok && result.line).not.toHaveProperty('goals');
  });
});

describe('divisionFor', () => {
  it('keeps a division the sport offers, else clears it', () => {
    expect(divisionFor('basketball', '6A')).toBe('6A');
    expect(divisionFor('volleyball', '6A')).toBe('');
    expect(divisionFor('volleyball', '2A')).toBe('2A');
  });
});
