import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * Vitest's file order: every file in an order shuffled by a seed the run prints (a run proves no file
 * depends on another's data; `--sequence.seed=N` runs an order again), the bench project's files first.
 * The bench's quick end-to-end run is one file that takes about a third of the run's test time: started
 * late, it would run alone on one worker while the other stands idle (tests/README.md, "Keeping it fast").
 */
export default class BenchFirstShuffled extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = this.ctx.config.sequence.seed ?? Date.now();
    this.ctx.logger.log(`Test files shuffled with seed ${seed} (again: --sequence.seed=${seed})`);
    const shuffled = shuffle(files, seed);
    const bench = (file: TestSpecification) => file.project.name === 'bench';
    return [...shuffled.filter(bench), ...shuffled.filter((file) => !bench(file))];
  }
}

/** Fisher-Yates over a seeded generator (mulberry32): one seed, one order. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
