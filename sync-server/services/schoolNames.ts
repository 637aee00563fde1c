import { checkSchoolNameFree } from '../../src/shared/rules';
import type { Couch } from '../store/couch';

type Doc = Record<string, unknown>;
const idOf = (doc: Doc): string => String(doc._id ?? doc.id ?? '');

/**
 * docs/product/rules.md §2: no two schools share a name in any case or spacing. A device checks
 * against the schools it holds; two devices offline may each add one, so the server decides
 * against every stored school (and the others of the same write). The refusal names the document
 * (`docs[i].name`), so the device sets that one aside and pushes the rest (couchPush.ts).
 */
export async function schoolNameTaken(couch: Couch, incoming: readonly Doc[], bulk: boolean): Promise<{ field: string; reason: string } | null> {
  const written = incoming.filter((doc) => doc._deleted !== true && typeof doc.name === 'string');
  if (written.length === 0) return null;
  // Only the names, not the logos (a state's 400 schools with theirs would be megabytes per write).
  const stored = await couch.collection('schools').find({ selector: { _id: { $gt: null } }, fields: ['_id', 'name'], limit: 100_000 });
  const schools = new Map<string, { id: string; name: string }>();
  for (const doc of stored.docs as Doc[]) {
    const id = idOf(doc);
    if (!id.startsWith('_') && typeof doc.name === 'string') schools.set(id, { id, name: doc.name });
  }
  for (const [index, doc] of incoming.entries()) {
    if (!written.includes(doc)) continue;
    const school = { id: idOf(doc), name: doc.name as string };
    const broken = checkSchoolNameFree(school, [...schools.values()]);
    const field = bulk ? `docs[${index}].name` : 'name';
    if (broken) return { field, reason: `${field}: ${broken.message}` };
    schools.set(school.id, school);
  }
  return null;
}
