import type { AuditRecord } from '../../../shared/accounts';
import { serverJson } from '../shared/serverApi';

export type { AuditRecord };

export interface AuditQuery {
  person: string;
  school: string;
  game: string;
  day: string;
}

export function readAudit(query: AuditQuery): Promise<AuditRecord[]> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value.trim() !== '') params.set(name, value.trim());
  return serverJson<{ records: AuditRecord[] }>('GET', `/api/audit?${params.toString()}`).then((r) => r.records);
}
