import { describe, expect, it } from 'vitest';
import { CANONICAL_SPORT_KEYS } from '../../../shared/catalog/sports';
import { statDivisionsFor, statFieldsFor } from '../../../shared/catalog/statFields';
import { validateBusinessRules } from '../../../shared/rules';
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
      message: 'Passing Yards must be a whole number from 0 to 1,000,000.',
    });
    expect(buildStatsLine('football', { ...base, stats: { passingYards: '2000000' } })).toEqual({
      ok: false,
      message: 'Passing Yards must be a whole number from 0 to 1,000,000.',
    });
    expect(buildStatsLine('cross-country-boys', { ...base, stats: { fastestTime: '18.05' } })).toEqual({
      ok: false,
      message: 'Fastest Time (MM:SS) must be a time as MM:SS.',
    });
  });

  it('refuses decimals, negatives and exponents in every whole-number field of every sport, before saving (issue 14)', () => {
    const integerFields = CANONICAL_SPORT_KEYS.flatMap((sport) => statFieldsFor(sport).filter((f) => f.kind === 'integer').map((f) => [sport, f] as const));
    expect(integerFields.length).toBeGreaterThan(20);
    for (const [sport, field] of integerFields) {
      for (const raw of ['2.5', '-1', '1e3', '3,000']) {
        expect(buildStatsLine(sport, { ...base, stats: { [field.name]: raw } }), `${sport} ${field.name} ${raw}`).toEqual({
          ok: false,
          message: `${field.label} must be a whole number from 0 to 1,000,000.`,
        });
      }
      const line = buildStatsLine(sport, { ...base, stats: { [field.name]: '12' } });
      expect(line.ok && line.line[field.name], `${sport} ${field.name}`).toBe(12);
    }
  });

  it('keeps decimals where the stat is one (averages, ERA), and the shared rules agree on both kinds', () => {
    for (const sport of CANONICAL_SPORT_KEYS) {
      for (const field of statFieldsFor(sport).filter((f) => f.kind === 'decimal')) {
        const line = buildStatsLine(sport, { ...base, stats: { [field.name]: '2.5' } });
        expect(line.ok && line.line[field.name], `${sport} ${field.name}`).toBe(2.5);
      }
      for (const field of statFieldsFor(sport).filter((f) => f.kind === 'integer' || f.kind === 'decimal')) {
        // What the form would have stored had it let 2.5 through: the rules refuse it exactly for whole-number stats.
        const broken = validateBusinessRules('playerStats', { id: 'p', sport, playerName: 'A', teamName: 'B', schoolName: 'C', division: statDivisionsFor(sport)[0], season: '2025-2026', [field.name]: 2.5, updatedAt: 1 });
        expect(broken?.field === field.name, `${sport} ${field.name}`).toBe(field.kind === 'integer');
      }
    }
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
