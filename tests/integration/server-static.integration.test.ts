import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { call } from './server-helpers';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'liaa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>LIAA</title></head><body><div id="root"></div></body></html>');
  // What `vite build` writes with build.manifest: each screen's chunk, what it imports, its CSS.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-3f9a1c.js', isEntry: true, imports: ['_session-aa11.js'], css: ['assets/index-3f9a1c.css'] },
    '_session-aa11.js': { file: 'assets/session-aa11.js' },
    '_firstScreens-bb22.js': { file: 'assets/firstScreens-bb22.js' },
    'src/features/articles/ArticlesPage.tsx': {
      file: 'assets/ArticlesPage-cc33.js', isDynamicEntry: true, imports: ['index.html', '_firstScreens-bb22.js', '_session-aa11.js'], css: ['assets/ArticlesPage-cc33.css'],
    },
  }));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"LIAA"}');
  writeFileSync(path.join(dist, 'assets', 'big-77aa01.js'), 'export const rows = ' + JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: 'row ' + i }))) + ';');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** Raw GET (fetch would hide the encoding): status, content-encoding, bytes on the wire; SSE answers are closed after their headers. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      const done = () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes });
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        done();
        req.destroy();
        return;
      }
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', done);
    });
    req.on('error', reject);
  });
}

describe('the built PWA', () => {
  it('gzips files and store answers for clients that accept it, never the change stream', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate' };
    const plain = await rawGet(server.url + '/assets/big-77aa01.js', {});
    const packed = await rawGet(server.url + '/assets/big-77aa01.js', gzip);
    expect(plain.encoding).toBeUndefined();
    expect(packed.encoding).toBe('gzip');
    expect(packed.bytes).toBeLessThan(plain.bytes / 3);
    const stream = await rawGet(server.url + '/api/changes', { ...gzip, accept: 'text/event-stream' });
    expect(stream.status).toBe(200);
    expect(stream.encoding).toBeUndefined();
  });

  it('serves the shell and service worker revalidated, hashed assets long-cached', async () => {
    const index = await call(server.url, 'GET', '/', { headers: HTML });
    expect(index.status).toBe(200);
    expect(index.text).toContain('<div id="root">');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const sw = await call(server.url, 'GET', '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const asset = await call(server.url, 'GET', '/assets/index-3f9a1c.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for app routes, never for /api, /db or missing files', async () => {
    for (const route of ['/schools/abc', '/admin', '/sports?selectedSport=football']) {
      const reply = await call(server.url, 'GET', route, { headers: HTML });
      expect(reply.status, route).toBe(200);
      expect(reply.text, route).toContain('<div id="root">');
    }
    const api = await call(server.url, 'GET', '/api/unknown', { headers: HTML });
    expect(api.status).toBe(404);
    expect(api.body.error).toBe('not_found');
    const db = await call(server.url, 'GET', '/db/unknown', { headers: HTML });
    expect(db.status).toBe(403);
    const missing = await call(server.url, 'GET', '/assets/missing-123.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    // A tool that accepts anything (curl) opening a client route gets the app too.
    const byTool = await call(server.url, 'GET', '/schools', { headers: { accept: '*/*' } });
    expect(byTool.status).toBe(200);
    expect(byTool.text).toContain('<div id="root">');
  });

  it("announces a page's first-screen answer with its HTML, so the browser fetches it while the script loads", async () => {
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
    const expected: Record<string, string | null> = {
      '/': preload('/api/home'),
      '/schools': preload('/api/first/schools'),
      '/articles': preload('/api/first/articles'),
      '/schedule': preload('/api/first/schedule'),
      // A day of the date strip (a shared link to it) announces that day's answer; a date that is not a day, today's.
      '/schedule?date=2026-10-03': preload('/api/first/schedule?date=2026-10-03'),
      '/schedule?date=2026-02-30': preload('/api/first/schedule'),
      // One sport's games (any spelling) announce that sport's answer, by its catalog key; an unknown sport, every sport's.
      '/schedule?sport=boys-soccer': preload('/api/first/schedule?sport=soccer-boys'),
      '/schedule?sport=curling': preload('/api/first/schedule'),
      '/schedule?date=2026-10-03&sport=football': preload('/api/first/schedule?date=2026-10-03'),
      // A school's page (a shared link) announces its own first screen.
      '/schools/abc': preload('/api/first/school/abc'),
      '/schools/a%20b': preload('/api/first/school/a%20b'),
      '/admin': null,
    };
    for (const [route, link] of Object.entries(expected)) {
      const reply = await call(server.url, 'GET', route, { headers: HTML });
      expect(reply.status, route).toBe(200);
      expect(reply.headers.get('link'), route).toBe(link);
    }
  });

  it("names a screen's own chunk and CSS in its page's HTML, not what index.html loads anyway, and never serves the build manifest", async () => {
    const articles = await call(server.url, 'GET', '/articles', { headers: HTML });
    expect(articles.text).toContain('<link rel="modulepreload" crossorigin href="/assets/ArticlesPage-cc33.js" data-screen>');
    expect(articles.text).toContain('<link rel="modulepreload" crossorigin href="/assets/firstScreens-bb22.js" data-screen>');
    expect(articles.text).toContain('<link rel="stylesheet" crossorigin href="/assets/ArticlesPage-cc33.css">');
    expect(articles.text).not.toContain('session-aa11.js');
    expect(articles.text.indexOf('ArticlesPage-cc33.js')).toBeLessThan(articles.text.indexOf('</head>'));
    // A screen the manifest does not know, and the home page (in the main chunk), get index.html as built.
    for (const route of ['/', '/schedule']) {
      expect((await call(server.url, 'GET', route, { headers: HTML })).text, route).not.toContain('modulepreload');
    }
    expect((await call(server.url, 'GET', '/.vite/manifest.json')).status).toBe(404);
  });

  it('sends security headers with a CSP the app works under', async () => {
    const reply = await call(server.url, 'GET', '/', { headers: HTML });
    const csp = reply.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'", "script-src 'self'", "img-src 'self' data: blob:", "connect-src 'self'",
      "worker-src 'self'", "manifest-src 'self'", "frame-ancestors 'none'", "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-powered-by')).toBeNull();
    const api = await call(server.url, 'GET', '/api/health');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('without a build', () => {
  it('answers 503 telling to run the build', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'liaa-nodist-'));
    const bare = await startTestServer({ staticDir: empty });
    try {
      const reply = await call(bare.url, 'GET', '/', { headers: HTML });
      expect(reply.status).toBe(503);
      expect(reply.text).toContain('npm run build');
      expect((await call(bare.url, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await bare.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
