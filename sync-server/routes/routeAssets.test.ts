import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS, chunkFiles } from './routeAssets';

const root = path.resolve(import.meta.dirname, '../..');

describe('ROUTE_SCREENS', () => {
  it("names screens that exist and that src/app/routes.tsx loads as chunks of their own (a rename must not silently drop a page's preload)", () => {
    const routes = readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
    const sources = ROUTE_SCREENS.flatMap((screen) => (screen.source ? [screen.source] : []));
    expect(sources.length).toBeGreaterThan(0);
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
