import { GRADES, positionsFor } from '../../../shared/catalog/rosterRules';
import { Button } from '../../../ui/Button';
import type { PlayerRow, RowField } from './rosterForm';

export interface PlayerRowsEditorProps {
  sport: string;
  rows: readonly PlayerRow[];
  /** The row just added: its Number field takes the focus. */
  focusKey?: string | null;
  /** The line and field the last save refused: that field is marked invalid. */
  invalid?: { key: string; field: RowField } | null;
  onChange(key: string, patch: Partial<PlayerRow>): void;
  onDelete(key: string): void;
}

/** One fieldset per player: on a phone a card, on a wide screen a line. */
export function PlayerRowsEditor({ sport, rows, focusKey, invalid, onChange, onDelete }: PlayerRowsEditorProps) {
  const rules = positionsFor(sport);
  const dual = (rules.defensivePositions?.length ?? 0) > 0;
  const hasPositions = rules.positions.length > 0;
  return (
    <div className={`roster-rows${dual ? ' roster-rows--dual' : ''}${hasPositions ? '' : ' roster-rows--no-position'}`}>
      {rows.map((row, index) => {
        const label = `Player ${index + 1}`;
        const invalidField = (field: RowField) => (invalid?.key === row.key && invalid.field === field) || undefined;
        return (
          <fieldset key={row.key} className="roster-row" data-testid="roster-player-row">
            <legend className="roster-row__legend">{label}</legend>
            <label className="roster-row__field roster-row__field--number">
              <span>Number</span>
              <input
                className="field__input"
                value={row.number}
                inputMode="numeric"
                maxLength={4}
                aria-invalid={invalidField('number')}
                autoFocus={row.key === focusKey}
                autoComplete="off"
                onChange={(e) => onChange(row.key, { number: e.target.value })}
              />
            </label>
            <label className="roster-row__field roster-row__field--name">
              <span>Name</span>
              <input
                className="field__input"
                value={row.name}
                aria-invalid={invalidField('name')}
                maxLength={100}
                autoComplete="off"
                onChange={(e) => onChange(row.key, { name: e.target.value })}
              />
            </label>
            {hasPositions ? (
              <label className="roster-row__field">
                <span>{dual ? 'Offense' : 'Position'}</span>
                <select
                  className="field__input"
                  value={row.position}
                  aria-invalid={invalidField('position')}
                  onChange={(e) => onChange(row.key, { position: e.target.value })}
                >
                  <option value="">{dual ? '—' : rules.required ? 'Select' : 'None'}</option>
                  {rules.positions.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {dual ? (
              <label className="roster-row__field">
                <span>Defense</span>
                <select
                  className="field__input"
                  value={row.defensivePosition}
                  onChange={(e) => onChange(row.key, { defensivePosition: e.target.value })}
                >
                  <option value="">—</option>
                  {(rules.defensivePositions ?? []).map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label className="roster-row__field">
              <span>Grade</span>
              <select className="field__input" value={row.grade} aria-invalid={invalidField('grade')} onChange={(e) => onChange(row.key, { grade: e.target.value })}>
                <option value="">Select</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="ghost" className="roster-row__delete" onClick={() => onDelete(row.key)} aria-label={`Delete ${label}`}>
              Delete
            </Button>
          </fieldset>
        );
      })}
    </div>
  );
}
