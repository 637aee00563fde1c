import { describe, expect, it } from 'vitest';
import { STANDINGS_SPORT_KEYS, normalizeSportKey, publicSportKey } from './sports';

describe('publicSportKey', () => {
  it('spells the standings sports the way public links do (docs/product/rules.md §5)', () => {
    expect(STANDINGS_SPORT_KEYS.map((key) => publicSportKey(key))).toEqual([
      'football', 'boys-golf', 'girls-golf', 'boys-soccer', 'girls-soccer',
      'boys-cross-country', 'girls-cross-country', 'volleyball',
      'tennis-women', 'field-hockey', 'basketball', 'wrestling', 'swimming', 'baseball', 'softball', 'lacrosse', 'track',
    ]);
  });

  it('accepts either spelling and round-trips through normalizeSportKey', () => {
    expect(publicSportKey('boys-soccer')).toBe('boys-soccer');
    expect(publicSportKey('soccer-boys')).toBe('boys-soccer');
    for (const key of STANDINGS_SPORT_KEYS) expect(normalizeSportKey(publicSportKey(key))).toBe(key);
  });

  it('is undefined for an unknown sport', () => {
    expect(publicSportKey('quidditch')).toBeUndefined();
    expect(publicSportKey(null)).toBeUndefined();
  });
});
