import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS_ELEMENT_ID } from '../../src/shared/firstScreens';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { R, call, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// The links a fan shares: an article's own page (/articles/{id}), a game's (/games/{id}) and a school's (/schools/{id}) come
// rendered by the server, and they carry a title and Open Graph / Twitter card tags, so a
// link pasted in a chat previews the headline or the score.
const dist = mkdtempSync(path.join(os.tmpdir(), 'liaa-shared-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  [
    '<!doctype html><html lang="en"><head>',
    '<meta name="description" content="Scores of the association." />',
    '<title>LIAA — Long Island Athletic Association</title>',
    '<script type="module" crossorigin src="/assets/index-1a.js"></script>',
    '</head><body><div id="root"><!--app--><div class="app-shell" data-shell=""></div><!--/app--></div></body></html>',
  ].join('\n'),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const ctx = serverForFile({ staticDir: dist });

const page = async (route: string, status = 200) => {
  const reply = await call(ctx.server.url, 'GET', route, { headers: { accept: 'text/html' } });
  expect(reply.status, route).toBe(status);
  return reply.text;
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => html.slice(html.indexOf('<!--app-->'), html.indexOf('<!--/app-->'));
/** The content of a meta tag, by property or name, unescaped. */
function metaOf(html: string, key: string): string | null {
  const found = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(headOf(html))?.[1];
  return found === undefined ? null : found.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('shared pages', () => {
  it("/articles/{id}: the article rendered by the server, its headline in the title and the link's preview", async () => {
    const id = `${R}shared article`;
    const title = 'Harborview wins the "Bay" Cup <again> & more';
    await putAsAdmin(ctx, 'articles', { ...sampleDoc('articles', id), title, excerpt: 'A late goal settled it.', content: 'First paragraph.\n\nSecond paragraph.' });
    const html = await page(`/articles/${encodeURIComponent(id)}`);
    const root = rootOf(html);
    expect(root).toContain('data-testid="article-page"');
    expect(root).toContain('Harborview wins the &quot;Bay&quot; Cup &lt;again&gt; &amp; more');
    expect(root).toContain('Second paragraph.');
    expect(html).toContain(`id="${FIRST_SCREENS_ELEMENT_ID}"`);

    expect(titleOf(html)).toBe('Harborview wins the &quot;Bay&quot; Cup &lt;again&gt; &amp; more · LIAA');
    const url = `${ctx.server.url}/articles/${encodeURIComponent(id)}`;
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:description')).toBe('A late goal settled it.');
    expect(metaOf(html, 'description')).toBe('A late goal settled it.');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:image')).toBe(`${ctx.server.url}/icons/icon-512.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'twitter:title')).toBe(title);
    // One title, one description: replaced, not added beside the site's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("an article's own image is its preview's image, served as a file", async () => {
    const id = `${R}with-image`;
    await putAsAdmin(ctx, 'articles', { ...sampleDoc('articles', id), imageUrl: `data:image/png;base64,${PNG}` });
    const image = metaOf(await page(`/articles/${id}`), 'og:image');
    expect(image).toBe(`${ctx.server.url}/api/first/article/${id}/image`);
    const res = await fetch(image!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await call(ctx.server.url, 'GET', `/api/first/article/${R}shared%20article/image`)).status).toBe(404);
  });

  it('/games/{id}: the game rendered by the server, the score in the title and the preview, updated when the score changes', async () => {
    const id = `${R}shared-game`;
    await putAsAdmin(ctx, 'games', { ...sampleDoc('games', id), status: 'LIVE', location: 'Harborview Field' });
    const live = await page(`/games/${id}`);
    const root = rootOf(live);
    expect(root).toContain('data-testid="game-page"');
    expect(root).toContain('Harborview High School vs Maple Ridge Academy');
    expect(root).toContain('Harborview High School 21, Maple Ridge Academy 14');
    expect(live).toContain(`id="${FIRST_SCREENS_ELEMENT_ID}"`);
    expect(titleOf(live)).toBe('Harborview High School 21–14 Maple Ridge Academy · LIAA');
    expect(metaOf(live, 'og:title')).toBe('Harborview High School 21–14 Maple Ridge Academy');
    expect(metaOf(live, 'og:description')).toBe('Football · Live · Harborview Field');
    expect(metaOf(live, 'og:url')).toBe(`${ctx.server.url}/games/${id}`);
    expect(metaOf(live, 'twitter:card')).toBe('summary');

    const stored = (await call(ctx.server.url, 'GET', `/db/games/${id}`)).body as unknown as GameDoc;
    await putAsAdmin(ctx, 'games', {
      ...stored, status: 'FINAL', updatedAt: stored.updatedAt + 1,
      score: { home: { final: 28, '1': 7, '2': 7, '3': 7, '4': 7 }, away: { final: 14, '1': 0, '2': 7, '3': 7, '4': 0 } },
    });
    const final = await page(`/games/${id}`);
    expect(rootOf(final)).toContain('Harborview High School 28, Maple Ridge Academy 14');
    expect(metaOf(final, 'og:title')).toBe('Harborview High School 28–14 Maple Ridge Academy');
    expect(metaOf(final, 'og:description')).toBe('Football · Final · Harborview Field');
  });

  it("/schools/{id} (issue 38): the school rendered by the server, its name in the title and the link's preview", async () => {
    const id = `${R}shared-school`;
    const name = `Harbor "Bay" Academy ${R}`;
    await putAsAdmin(ctx, 'schools', { ...sampleDoc('schools', id), name, location: 'Harbor Town, NY' });
    const html = await page(`/schools/${id}`);
    const root = rootOf(html);
    expect(root).not.toContain('data-shell');
    expect(root).toContain(name.replace(/"/g, '&quot;'));
    expect(root).toContain('Harbor Town, NY');
    expect(html).toContain(`id="${FIRST_SCREENS_ELEMENT_ID}"`);
    expect(titleOf(html)).toBe(`${name.replace(/"/g, '&quot;')} · LIAA`);
    expect(metaOf(html, 'og:title')).toBe(name);
    expect(metaOf(html, 'og:description')).toBe('Harbor Town, NY');
    expect(metaOf(html, 'og:url')).toBe(`${ctx.server.url}/schools/${id}`);
    expect(metaOf(html, 'og:image')).toBe(`${ctx.server.url}/icons/icon-512.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(html.match(/<title>/g)).toHaveLength(1);

    // An unknown school: the page as built (the app says 'School not found.'), with no preview.
    const unknown = await page(`/schools/${R}no-such-school`);
    expect(metaOf(unknown, 'og:title')).toBeNull();
    expect(rootOf(unknown)).toContain('data-shell');
  });

  it('an unknown article or game: the page as built, no preview of anything, answered 404', async () => {
    for (const route of [`/articles/${R}missing`, `/games/${R}missing`, '/articles/%E0%A4%A']) {
      const html = await page(route, 404);
      expect(metaOf(html, 'og:title'), route).toBeNull();
      expect(titleOf(html), route).toBe('LIAA — Long Island Athletic Association');
      expect(rootOf(html), route).toContain('data-shell');
    }
  });
});
