import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../../../shared/zone';
import { fieldChanges, fieldLabel } from './activityText';

/** The association's clock (src/shared/zone.ts), as Intl writes it: 'Sep 12, 2030, 7:00 PM'. */
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

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
      `Date and time: ${MOMENT.format(new Date(time.old))} → ${MOMENT.format(new Date(time.new))}`,
      'Stream URL: – → https://stream.example.org/g',
      'Game notes',
    ]);
  });

  it("writes times on the association's clock, not the device's", () => {
    // 23:00 UTC is 7:00 PM on the 12th in New York (EDT), 8:00 AM on the 13th in Tokyo, the test's device zone.
    const [text] = fieldChanges({ changed: ['time'], values: { time: { old: null, new: '2030-09-12T23:00:00.000Z' } } });
    expect(text).toMatch(/^Date and time: – → Sep 12, 2030, 7:00\sPM$/u);
  });

  it('names the fields of a record kept without values (a creation, an older record)', () => {
    expect(fieldChanges({ changed: ['location', 'sport'] })).toEqual(['Location', 'Sport']);
  });
});
