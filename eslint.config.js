import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of ARCHITECTURE.md ("Folders"), enforced. Zones are directories, read at
 * start-up, so a new feature or admin tab gets its zone without editing this file.
 */
const root = import.meta.dirname;
const subfolders = (dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** Everything that is not `src/shared`: the rules' own code may not reach into it. */
const OUTSIDE_SHARED = ['./src/data', './src/ui', './src/features', './src/app', './src/ssr', './src/main.tsx', './sync-server', './tests', './bench', './scripts'];

const ADMIN = './src/features/admin';
/** The admin tabs' shared module: what more than one admin tab (or the dashboard and the console) uses. */
const ADMIN_SHARED = 'shared';

const layerZones = [
  {
    target: './src/shared',
    from: OUTSIDE_SHARED,
    message: 'src/shared holds the rules both sides obey: it imports nothing from the app, the server or the tests (ARCHITECTURE.md, Folders).',
  },
  {
    target: './src/data',
    from: OUTSIDE_SHARED.filter((dir) => dir !== './src/data'),
    message: 'src/data imports only src/shared (and libraries).',
  },
  {
    target: './src/ui',
    from: ['./src/data', './src/features', './src/app', './src/ssr', './src/main.tsx', './sync-server'],
    message: 'src/ui (shared components) imports only src/shared: pass data in as props.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/ssr', './src/main.tsx', './sync-server'],
    message: 'A feature imports src/shared, src/data and src/ui only.',
  },
  {
    target: './sync-server',
    from: './src',
    except: ['./shared', './ssr'],
    message: 'The sync server imports from src only src/shared (and src/ssr, where it renders pages).',
  },
  {
    // Only the page renderer (and its test) may load the server-side rendering of the app.
    target: `${root}/sync-server/**/!(pageRenderer|pageRenderer.test).ts`,
    from: `${root}/src/ssr/**`,
    message: 'Only sync-server/services/pageRenderer.ts renders pages.',
  },
];

/** A feature never imports another feature. */
const featureZones = subfolders('src/features').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to src/shared, src/data or src/ui.',
}));

/**
 * The admin area: its root (the dashboard, the tab list) composes the tabs; a tab imports
 * the admin tabs' shared module and nothing of another tab or of the root.
 */
const adminZones = [
  ...subfolders('src/features/admin')
    .filter((tab) => tab !== ADMIN_SHARED)
    .map((tab) => ({
      target: `${ADMIN}/${tab}`,
      from: ADMIN,
      except: [`./${tab}`, `./${ADMIN_SHARED}`],
      message: `An admin tab imports only its own folder and ${ADMIN}/${ADMIN_SHARED} of the admin area.`,
    })),
  {
    target: `${ADMIN}/${ADMIN_SHARED}`,
    from: ADMIN,
    except: [`./${ADMIN_SHARED}`],
    message: `${ADMIN}/${ADMIN_SHARED} is what the tabs share: it imports no tab and not the admin root.`,
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'dist-server/**', 'dev-dist/**', 'node_modules/**', 'data/**', 'test-results*/**', 'playwright-report/**', 'bench/results*'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error',
        { object: 'it', property: 'only' }, { object: 'test', property: 'only' }, { object: 'describe', property: 'only' }],
    },
  },
  {
    // Layers and cycles (eslint-plugin-import-x).
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the plugin parses to follow their imports (no-cycle), and how it resolves a path.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...featureZones, ...adminZones] }],
      // Type-only imports are erased at build time and never form a runtime cycle; the plugin skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // src/shared runs in the browser, in the worker and in Node alike (tsconfig.shared.json: no DOM, no Node types).
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'], message: 'src/shared imports nothing from React.' },
          { group: ['rxdb/plugins/storage-*', 'dexie', 'dexie/*', 'workbox-*'], message: 'src/shared imports no browser storage or browser-only library.' },
        ],
      }],
    },
  },
  {
    // A public screen's live queries, and what they read: a worker that holds the database loads
    // them (src/app/publicQueries.ts), so they import nothing of the page (types excepted).
    files: ['src/**/*.live.ts', 'src/data/followedGames.ts', 'src/data/standingsQuery.ts', 'src/features/sports/standings.ts', 'src/features/search/searchIndex.ts', 'src/features/home/scores.ts', 'src/features/home/leaders.ts', 'src/features/school/schoolSchedule.ts', 'src/features/schedule/scheduleRules.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'], allowTypeImports: true, message: 'A live query runs in a worker: it imports nothing from React.' },
          { group: ['**/ui/**', '**/app/**', '**/*.tsx', '**/queries', '**/*Queries', '**/useRxQuery', '**/DatabaseProvider', '**/followedTeams', '**/myTeams', '**/appBootstrap'], allowTypeImports: true, message: 'A live query runs in a worker: it imports no page module (its own `.live` modules, src/shared and the database are fine).' },
        ],
      }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
);
