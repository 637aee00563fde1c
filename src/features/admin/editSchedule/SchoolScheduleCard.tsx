import { useId, useState } from 'react';
import { sportName } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import type { SchoolOption } from '../shared/queries';
import { SchoolSportGames } from './SchoolSportGames';

/** A school card that expands to its sport buttons; a sport button loads its games, a second click hides them. */
export function SchoolScheduleCard({ school }: { school: SchoolOption }) {
  const [open, setOpen] = useState(false);
  const [sport, setSport] = useState<string | null>(null);
  const bodyId = useId();

  return (
    <li className="school-card" data-testid="edit-schedule-school">
      <h3 className="school-card__heading">
        <button type="button" className="school-card__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)}>
          <span className="school-card__name">{school.name}</span>
          <span className="school-card__chevron" aria-hidden="true">
            ▾
          </span>
        </button>
      </h3>
      {open ? (
        <div id={bodyId} className="school-card__body">
          {school.sports.length === 0 ? (
            <p className="games-muted">{MSG.noSportsYet}</p>
          ) : (
            <div className="sport-buttons" role="group" aria-label={`Sports of ${school.name}`}>
              {school.sports.map((key) => (
                <Button key={key} variant="secondary" aria-pressed={sport === key} onClick={() => setSport((current) => (current === key ? null : key))}>
                  {sportName(key)}
                </Button>
              ))}
            </div>
          )}
          {sport ? <SchoolSportGames school={school} sport={sport} /> : null}
        </div>
      ) : null}
    </li>
  );
}
