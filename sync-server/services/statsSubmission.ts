import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { statFieldsFor } from '../../src/shared/catalog/statFields';
import { InvalidStatValueError, parseStatValue } from '../../src/shared/rules';
import type { Checked, CouchDoc } from './validate';
import { checkDocument, isPlainObject } from './validate';

/** Set by the server, never taken from the body. */
const SERVER_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy']);

const isEmpty = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Turns the spec's flat POST /api/stats body (docs/design/sync.md §9) into a playerStats
 * document, then runs the very checks every synced write gets (schema and
 * docs/product/rules.md rules). Empty strings are removed, text is trimmed, the sport is
 * stored in its canonical spelling, and a stat sent as text ('12', '72.5')
 * is read the way the admin form reads it.
 */
export function statsDocFromBody(body: unknown, meta: { id: string; updatedBy: string; now: number }): Checked<CouchDoc> {
  if (!isPlainObject(body)) return { ok: false, field: 'body', reason: 'body: must be a JSON object of statistics fields' };
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.startsWith('_') || SERVER_FIELDS.has(key) || isEmpty(value)) continue;
    doc[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (typeof doc.sport === 'string') doc.sport = normalizeSportKey(doc.sport) ?? doc.sport;
  for (const field of statFieldsFor(typeof doc.sport === 'string' ? doc.sport : undefined)) {
    const value = doc[field.name];
    if (typeof value !== 'string') continue;
    try {
      doc[field.name] = parseStatValue(field.kind, value, field.label);
    } catch (error: unknown) {
      if (!(error instanceof InvalidStatValueError)) throw error;
      return { ok: false, field: field.name, reason: `${field.name}: ${error.message}` };
    }
  }
  return checkDocument('playerStats', {
    ...doc,
    _id: meta.id,
    createdAt: meta.now,
    updatedAt: meta.now,
    updatedBy: meta.updatedBy,
  });
}
