import { serverJson } from '../shared/serverApi';

export interface AuditRecord {
  id: string;
  at: number;
  day: string;
  by: string;
  role: string;
  collection: string;
  docId: string;
  action: 'create' | 'update' | 'delete';
  changed: string[];
  scores?: Record<string, { old: unknown; new: unknown }>;
  schools: string[];
  gameId?: string;
}

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
