import { randomUUID } from 'node:crypto';
import type { TestServer } from '../kit/server';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { getDoc, putDoc } from './serverDocs';

/** Test data for the games tabs, written to the server as another admin device would. */
export async function seedSchoolWithSports(server: TestServer, name: string, sports: readonly string[]): Promise<string> {
  const id = randomUUID();
  await putDoc(server, 'schools', { id, name, location: `${name.split(' ')[0]}, NY`, sports: [...sports] });
  return id;
}

export interface SeedGame {
  sport: string;
  home: { id: string; name: string };
  away: { id?: string; name: string };
  status?: GameDoc['status'];
  /** Defaults to an hour from now. */
  time?: string;
  location?: string;
  /** A score entered before there was a scoring log (the server derives its finals). */
  score?: GameDoc['score'];
}

export async function seedGame(server: TestServer, game: SeedGame): Promise<string> {
  const id = randomUUID();
  await putDoc(server, 'games', {
    id,
    sport: game.sport,
    homeSchoolId: game.home.id,
    homeSchoolName: game.home.name,
    ...(game.away.id ? { awaySchoolId: game.away.id } : {}),
    awayName: game.away.name,
    time: game.time ?? new Date(Date.now() + 60 * 60_000).toISOString(),
    location: game.location ?? `${game.home.name} Field`,
    status: game.status ?? 'LIVE',
    score: game.score ?? { home: {}, away: {} },
  });
  return id;
}

export function serverGame(server: TestServer, id: string): Promise<GameDoc & { _rev: string }> {
  return getDoc<GameDoc>(server, 'games', id);
}

/** A datetime-local value `days` from now at `hour`:00, in the browser's (and this process's) time zone. */
export function localInput(days: number, hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}
