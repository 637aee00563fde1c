import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptFreeProxy, withoutScripts } from './scriptFree';

/** A page shaped as the sync server sends a server-rendered one (routes/routeAssets.ts, bootScript.ts). */
const PAGE = [
  '<!doctype html><html><head>',
  '<link rel="stylesheet" href="/assets/index.css">',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '<link rel="preload" as="fetch" href="/api/home">',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '</head><body><div id="root"><main><h1>Scores</h1></main></div><span id="page-end" hidden></span>',
  '<script type="application/json" id="first-screens">{"home":{"finals":[]}}</script>',
  '<script>for (const s of JSON.parse(document.getElementById("boot").textContent)) import(s);</script>',
  '</body></html>',
].join('\n');

let origin: http.Server;
let originUrl: string;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', link: '</api/home>; rel=preload; as=fetch', 'x-kept': 'yes' });
      res.end(PAGE);
    } else if (req.url === '/assets/index.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end('<script>not html</script>');
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"not_found"}');
    }
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

describe('the pages without their scripts (the Lighthouse baseline)', () => {
  it('takes out every script the browser would run or fetch, and keeps the page and its data', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(html).toContain('<div id="root"><main><h1>Scores</h1></main></div><span id="page-end" hidden></span>');
    expect(html).toContain('<script type="application/json" id="first-screens">{"home":{"finals":[]}}</script>');
  });

  it('passes every answer through, rewriting only HTML and dropping the Link header', async () => {
    const proxy = await startScriptFreeProxy(originUrl);
    try {
      const page = await fetch(`${proxy.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('link')).toBeNull();
      expect(page.headers.get('x-kept')).toBe('yes');
      expect(await page.text()).toBe(withoutScripts(PAGE));

      const script = await fetch(`${proxy.url}/assets/index.js`);
      expect(await script.text()).toBe('<script>not html</script>');

      const missing = await fetch(`${proxy.url}/nowhere`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'not_found' });
    } finally {
      await proxy.close();
    }
  });
});
