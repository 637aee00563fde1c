import { describe, expect, it } from 'vitest';
import { fieldChanges, fieldLabel } from './activityText';

describe('fieldLabel', () => {
  it('names a field as the forms do, or spells it out', () => {
    expect(fieldLabel('awayName')).toBe('Away team');
    expect(fieldLabel('url')).toBe('Stream URL');
    expect(fieldLabel('passingYards')).toBe('Passing yards');
  });
});

describe('fieldChanges', () => {
  it('says each changed field from what to what, a school link by name only, the score left to its cells', () => {
    const time = { old: '2030-09-12T23:00:00.000Z', new: '2030-09-13T22:30:00.000Z' };
    expect(
      fieldChanges({
        changed: ['awayName', 'awaySchoolId', 'location', 'score', 'time', 'url', 'gameNotes'],
        values: {
          awayName: { old: 'Maple Ridge Academy', new: 'Oak Valley' },
          awaySchoolId: { old: 'school-m', new: null },
          location: { old: 'Harborview Field', new: 'Cedar Park' },
          time,
          url: { old: null, new: 'https://stream.example.org/g' },
        },
      }),
    ).toEqual([
      'Away team: Maple Ridge Academy → Oak Valley',
      'Away team (school link)',
      'Location: Harborview Field → Cedar Park',
      `Date and time: ${new Date(time.old).toLocaleString()} → ${new Date(time.new).toLocaleString()}`,
      'Stream URL: – → https://stream.example.org/g',
      'Game notes',
    ]);
  });

  it('names the fields of a record kept without values (a creation, an older record)', () => {
    expect(fieldChanges({ changed: ['location', 'sport'] })).toEqual(['Location', 'Sport']);
  });
});
