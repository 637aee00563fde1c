import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../../kit/server';
import { putDoc } from '../../serverDocs';

/**
 * Data the content tabs need, written to the server through the CouchDB
 * protocol as another admin device would (schools with sports, scored games,
 * standings rows).
 */
export async function seedSchoolWithSports(server: TestServer, name: string, sports: string[]): Promise<string> {
  const id = randomUUID();
  await putDoc(server, 'schools', { id, name, location: 'Bayport, NY', sports });
  return id;
}

export interface SeedGame {
  sport?: string;
  home: string;
  away: string;
  status: 'LIVE' | 'FINAL' | 'UPCOMING';
  score?: [number, number];
  time?: string;
}

export async function seedGame(server: TestServer, game: SeedGame): Promise<string> {
  const id = randomUUID();
  await putDoc(server, 'games', {
    id,
    sport: game.sport ?? 'football',
    homeSchoolName: game.home,
    awayName: game.away,
    time: game.time ?? new Date(Date.now() - 3_600_000).toISOString(),
    location: `${game.home} Field`,
    status: game.status,
    ...(game.score ? { score: { home: { final: game.score[0] }, away: { final: game.score[1] } } } : {}),
  });
  return id;
}

export async function seedStanding(
  server: TestServer,
  row: { sport: string; season: string; division: string; teamName: string; wins: number; losses: number },
): Promise<void> {
  await putDoc(server, 'teamStats', {
    id: randomUUID(),
    ...row,
    overall: `${row.wins}-${row.losses}`,
    winPercentage: row.wins + row.losses === 0 ? 0 : row.wins / (row.wins + row.losses),
  });
}

/** A real PNG drawn by the browser, so tests need no fixture file. */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = '#0b3d91';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f5b700';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
