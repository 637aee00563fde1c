import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS_ELEMENT_ID } from '../../src/shared/firstScreens';
import { BOOT_ELEMENT_ID, BOOT_SCRIPT } from './bootScript';
import { PUBLIC_ROUTES } from '../../src/shared/routeTable';
import { chunkFiles, serverRenderedHtml, withPageMeta } from './routeAssets';

const root = path.resolve(import.meta.dirname, '../..');

describe('the route table', () => {
  it("names screens that exist and that src/app/routes.tsx loads as chunks of their own (a rename must not silently drop a page's preload)", () => {
    const routes = readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
    const sources = PUBLIC_ROUTES.flatMap((route) => ('chunk' in route ? [route.chunk] : []));
    expect(sources.length).toBe(PUBLIC_ROUTES.length - 1);
    for (const source of sources) {
      expect(existsSync(path.join(root, source)), source).toBe(true);
      const specifier = `../${source.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
      expect(routes, source).toContain(`import('${specifier}')`);
    }
  });
});

describe('chunkFiles', () => {
  it("lists a screen's chunk, its imports and CSS, not what index.html loads, and survives import cycles", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
      '_own.js': { file: 'assets/own.js', imports: ['_shared.js'], css: ['assets/own.css'] },
      'src/Page.tsx': { file: 'assets/Page.js', imports: ['index.html', '_own.js', '_own.js'], css: ['assets/Page.css'] },
    };
    expect(chunkFiles(manifest, 'src/Page.tsx')).toEqual({
      scripts: ['assets/Page.js', 'assets/own.js'],
      styles: ['assets/Page.css', 'assets/own.css'],
    });
  });
});

describe('serverRenderedHtml', () => {
  const built = [
    '<!doctype html><html><head><title>LIAA</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/rxjs-2.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    '  <link rel="modulepreload" crossorigin href="/assets/SchoolsPage-4.js" data-screen>',
    '  </head><body><div id="root"><!--app--><div data-shell=""></div><!--/app--></div><noscript>JS</noscript></body></html>',
  ].join('\n');
  const page = { html: '<main><h1>Schools</h1></main>', firstScreens: { '/api/first/schools': { schools: [{ name: '</script><script>alert(1)</script>' }] } } };

  it('puts the page in #root, its first screens beside it, and its scripts in the boot list (asked for after the first paint)', () => {
    const html = serverRenderedHtml(built, page) ?? '';
    // Marked as the server's page until the app takes it over (src/main.tsx).
    expect(html).toContain('<div id="root" data-server-rendered><!--app--><main><h1>Schools</h1></main><!--/app--></div>');
    expect(html).not.toContain('data-shell');
    // No script is fetched with the HTML: the head keeps only the stylesheet.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    const json = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as unknown;
    // The main script's own chunks run first, each a script of its own; the screen's chunk is preloaded.
    expect(json(BOOT_ELEMENT_ID)).toEqual({ scripts: ['/assets/rxjs-2.js', '/assets/index-1.js'], preload: ['/assets/SchoolsPage-4.js'] });
    expect(json(FIRST_SCREENS_ELEMENT_ID)).toEqual(page.firstScreens);
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it('cannot be broken out of by data: the first screens never contain "<"', () => {
    const html = serverRenderedHtml(built, page) ?? '';
    const seed = html.slice(html.indexOf(`id="${FIRST_SCREENS_ELEMENT_ID}">`), html.indexOf(`id="${BOOT_ELEMENT_ID}"`));
    expect(seed).not.toContain('<script>alert');
    expect(seed).toContain('\\u003c/script>');
    // The only scripts that run are the boot script and the ones it loads.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('leaves an index.html without the #root markers to be sent as built', () => {
    expect(serverRenderedHtml('<html><head></head><body><div id="root"></div></body></html>', page)).toBeNull();
  });
});

describe('withPageMeta', () => {
  const html = '<html><head><meta name="description" content="Site." /><title>LIAA</title></head><body></body></html>';
  it("replaces the title and the description and adds the link preview's tags, escaped", () => {
    const page = withPageMeta(html, { title: 'A "big" <win> & more', description: 'It was close.', url: 'https://liaa.example/articles/a', image: 'https://liaa.example/i.png', type: 'article' });
    expect(page).toContain('<title>A &quot;big&quot; &lt;win&gt; &amp; more · LIAA</title>');
    expect(page).toContain('<meta name="description" content="It was close." />');
    expect(page).toContain('<meta property="og:title" content="A &quot;big&quot; &lt;win&gt; &amp; more" />');
    expect(page).toContain('<meta property="og:url" content="https://liaa.example/articles/a" />');
    expect(page).toContain('<meta name="twitter:card" content="summary" />');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
  });

  it('takes $ in a title literally', () => {
    expect(withPageMeta(html, { title: "$& $' $1", description: 'd', url: 'u', image: 'i', type: 'website' })).toContain("<title>$&amp; $' $1 · LIAA</title>");
  });
});
