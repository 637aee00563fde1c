import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResult } from './common';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'liaa-bench-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Proves the harness end to end in quick mode: figures are produced and finite. No thresholds, ever. */
describe('npm run bench -- --quick', () => {
  it('prints a table and writes finite figures for every metric group', () => {
    const out = path.join(dir, 'results.json');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_OUT: out },
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^metric\s+value\s+unit/m);

    const results = JSON.parse(readFileSync(out, 'utf8')) as BenchResult[];
    const metrics = results.map((r) => r.metric);
    for (const prefix of ['sync.initial.regional.ratio_vs_pouchdb', 'sync.initial.state.ratio_vs_pouchdb', 'sync.initial.state.browser_first_scores_ms', 'sync.initial.state.browser_storage_floor_s', 'sync.initial.state.browser_records', 'sync.initial.state.browser_full_sync_over_storage_floor', 'sync.initial.state.browser_pipeline_floor_s', 'sync.initial.state.browser_full_sync_over_pipeline_floor', 'sync.initial.state.browser_sync_started_s', 'sync.history_cost_ratio', 'live.p95_ratio_vs_longpoll.', 'live.p99_ms.', 'server.rss_mb.', 'web.public_js_gzip_kb', 'lighthouse.performance.min', 'lighthouse.performance.min_without_scripts', 'lighthouse.accessibility.min', 'offline.repeat_visit_scores_ms', 'live.connections_per_fan_tab', 'server.cpu_s_per_1000_fan_updates', 'scoring.tap_to_fan_ms.p95.', 'scoring.tap_to_fan.p95_ratio_vs_game_write.', 'sync.initial.state.with_plays.ratio_vs_without', 'sync.initial.state.with_plays.bytes_ratio_vs_without', 'standings.compute_ms.state', 'standings.memo_rerun_ms.state', 'standings.final_to_fan_ms.p95.', 'standings.final_to_fan.p95_ratio_vs_game_write.']) {
      expect(metrics.some((m) => m.startsWith(prefix)), prefix).toBe(true);
    }
    for (const r of results) {
      expect(Number.isFinite(r.value), r.metric).toBe(true);
      expect(['lower', 'higher']).toContain(r.better);
      if (r.baseline !== undefined) expect(Number.isFinite(r.baseline), r.metric).toBe(true);
    }
  }, 660_000);
});
