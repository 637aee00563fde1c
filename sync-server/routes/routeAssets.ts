import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREENS_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/firstScreens';
import { matchPublicRoute } from '../../src/shared/routeTable';
import type { PageMeta } from '../services/pageMeta';
import type { RenderedPage } from '../services/pageRenderer';
import { BOOT_ELEMENT_ID, BOOT_SCRIPT } from './bootScript';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A screen's chunk, the chunks it imports and its CSS, minus what index.html loads anyway. */
export function chunkFiles(manifest: Manifest, source: string): { scripts: string[]; styles: string[] } {
  const entry = manifest['index.html'];
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  if (entry) walk('index.html', loaded);
  const needed = new Set<string>();
  walk(source, needed);
  const keys = [...needed].filter((key) => !loaded.has(key));
  return {
    scripts: keys.map((key) => manifest[key].file),
    styles: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))],
  };
}

/**
 * index.html for one path, with `<link rel="modulepreload">` for its screen's chunk (src/shared/routeTable.ts):
 * the browser fetches it alongside the main script instead of after it has run.
 * Read again when the build changes (the file's time), so a rebuilt dist never names old chunks.
 */
export function routeHtml(staticDir: string): (urlPath: string) => string {
  const indexFile = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  let built: { stamp: string; html: string; manifest: Manifest | null; pages: Map<string, string> } | null = null;

  return (urlPath) => {
    const stamp = [indexFile, manifestFile].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
    if (!built || built.stamp !== stamp) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      } catch {
        // A build without a manifest: pages still work, their chunk just loads after the main script.
      }
      built = { stamp, html: readFileSync(indexFile, 'utf8'), manifest, pages: new Map() };
    }
    const source = matchPublicRoute(urlPath)?.route.chunk;
    if (!source || !built.manifest || !built.manifest[source]) return built.html;
    let html = built.pages.get(source);
    if (html === undefined) {
      const { scripts, styles } = chunkFiles(built.manifest, source);
      const links = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-screen>`),
      ].join('\n    ');
      html = built.html.replace('</head>', `  ${links}\n  </head>`);
      built.pages.set(source, html);
    }
    return html;
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A shared page's head (services/pageMeta.ts): its title, description, and the Open Graph and
 * Twitter card tags a chat app reads to preview the link (the headline, the score).
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = `${meta.title} · LIAA`;
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const tags = [
    property('og:type', meta.type),
    property('og:site_name', 'LIAA'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    named('twitter:card', 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => named('description', meta.description))
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/** JSON inside a <script> element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A page's HTML (from routeHtml) with the page itself in #root, the first screens it was
 * rendered from, and its scripts asked for after the first paint (bootScript.ts). The head's
 * `<script type="module">` and the chunks it imports (Vite's `<link rel="modulepreload">`)
 * become scripts the boot script runs in that order, each evaluated in a task of its own; the
 * screen's chunks (routeHtml's, `data-screen`) stay preloads. Null when the HTML has no markers
 * around #root's content (an index.html from before them): the page is then sent as built.
 */
export function serverRenderedHtml(html: string, page: RenderedPage): string | null {
  const start = html.indexOf('<!--app-->');
  const end = html.indexOf('<!--/app-->', start);
  if (start < 0 || end < 0 || !html.includes('</body>', end)) return null;
  const entries: string[] = [];
  const imports: string[] = [];
  const preload: string[] = [];
  const head = html
    .slice(0, start)
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"([^>]*)>/g, (_tag, href: string, rest: string) => {
      (rest.includes('data-screen') ? preload : imports).push(href);
      return '';
    });
  const scripts = [...imports, ...entries];
  const tail = html.slice(end + '<!--/app-->'.length);
  const data =
    `<script type="application/json" id="${FIRST_SCREENS_ELEMENT_ID}">${scriptJson(page.firstScreens)}</script>\n    ` +
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson({ scripts, preload })}</script>\n    ` +
    `<script>${BOOT_SCRIPT}</script>\n  `;
  // #root says the page is the server's until the app has taken it over (src/main.tsx removes it).
  const marked = head.replace(/<div id="root">$/, `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
  return `${marked}<!--app-->${page.html}<!--/app-->${tail.replace('</body>', `${data}</body>`)}`;
}
