import { useState } from 'react';
import { sportName } from '../../../shared/catalog/sports';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DivisionCard } from './DivisionCard';
import type { DivisionDraft, SetupDraft, SetupSchool } from './setupModel';
import { MAX_DIVISIONS, availableSchools, playsSport } from './setupModel';

export interface DivisionsSectionProps {
  sport: string;
  draft: SetupDraft;
  schools: readonly SetupSchool[];
  /** The previous season when it has a set-up and this one has none yet: offered as a starting point. */
  copySeason: string | null;
  ids: { name(key: string): string; add(key: string): string; addDivision: string };
  onAddDivision(): void;
  onRename(key: string, name: string): void;
  onAddSchool(key: string, schoolId: string): void;
  onRemoveSchool(key: string, schoolId: string): void;
  onRemoveDivision(key: string): void;
  onCopy(): void;
}

/** The divisions of a sport's season, each with its schools; removing one asks first. */
export function DivisionsSection(props: DivisionsSectionProps) {
  const { sport, draft, schools, copySeason, ids } = props;
  const [toRemove, setToRemove] = useState<DivisionDraft | null>(null);
  const available = availableSchools(draft, schools, sport);
  const playing = schools.filter((s) => playsSport(s, sport)).length;
  const name = sportName(sport);
  // Short: it is the text of a select on a phone.
  const noneLeft = playing === 0 ? 'No school plays this sport' : 'Every school is placed';

  function confirmRemove() {
    const division = toRemove;
    setToRemove(null);
    if (division) props.onRemoveDivision(division.key);
  }

  const members = toRemove?.schoolIds.length ?? 0;
  return (
    <section className="standings-section" aria-labelledby="standings-divisions-title">
      <h3 id="standings-divisions-title">Divisions</h3>
      <p className="standings-section__intro">
        {playing === 0
          ? `No school plays ${name} yet: add the sport to schools in the Add Sport tab, then place them here.`
          : `${playing} ${playing === 1 ? 'school plays' : 'schools play'} ${name}. A school can be in one division only.`}
      </p>
      {draft.divisions.length === 0 ? <p className="standings-empty">No divisions yet for this season.</p> : null}
      {draft.divisions.length > 0 ? (
        <ul className="standings-divisions" aria-labelledby="standings-divisions-title">
          {draft.divisions.map((division, index) => (
            <DivisionCard
              key={division.key}
              division={division}
              index={index}
              schools={schools}
              available={available}
              noneLeft={noneLeft}
              ids={{ name: ids.name(division.key), add: ids.add(division.key) }}
              onRename={(value) => props.onRename(division.key, value)}
              onAddSchool={(id) => props.onAddSchool(division.key, id)}
              onRemoveSchool={(id) => props.onRemoveSchool(division.key, id)}
              onRemove={() => setToRemove(division)}
            />
          ))}
        </ul>
      ) : null}
      <div className="standings-actions">
        <Button id={ids.addDivision} variant="secondary" onClick={props.onAddDivision} disabled={draft.divisions.length >= MAX_DIVISIONS}>
          Add division
        </Button>
        {copySeason ? (
          <Button variant="secondary" onClick={props.onCopy}>
            {`Copy from ${copySeason}`}
          </Button>
        ) : null}
      </div>
      {draft.divisions.length >= MAX_DIVISIONS ? <p className="field__hint">{`A season has at most ${MAX_DIVISIONS} divisions.`}</p> : null}
      <ConfirmDialog
        open={toRemove !== null}
        message={`Remove ${toRemove?.name.trim() || 'this division'}?${members > 0 ? ` Its ${members === 1 ? 'school goes' : `${members} schools go`} back to the schools without a division.` : ''} Nothing changes until you save.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </section>
  );
}
