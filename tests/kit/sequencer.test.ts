import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import BenchFirstShuffled, { shuffle } from './sequencer';

const spec = (project: string, moduleId: string) => ({ project: { name: project }, moduleId }) as unknown as TestSpecification;
const context = (sequence: { seed?: number }) =>
  ({ config: { root: '/', sequence }, logger: { log: () => undefined } }) as never;
const sequencer = (sequence: { seed?: number }) => new BenchFirstShuffled(context(sequence));

describe('the shuffled file order', () => {
  const items = Array.from({ length: 40 }, (_, i) => i);

  it('is a permutation, the same for one seed and another for another', () => {
    const a = shuffle(items, 1796448015273);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(shuffle(items, 1796448015273)).toEqual(a);
    expect(shuffle(items, 42)).not.toEqual(a);
    expect(a).not.toEqual(items);
  });

  it("puts the bench project's files first, each group in the seed's order", async () => {
    const files = [spec('unit', 'a'), spec('integration', 'b'), spec('bench', 'smoke'), spec('unit', 'c'), spec('bench', 'data'), spec('integration', 'd')];
    const sorted = await sequencer({ seed: 7 }).sort(files);
    expect(sorted.slice(0, 2).map((f) => f.project.name)).toEqual(['bench', 'bench']);
    const order = shuffle(files, 7);
    const rest = order.filter((f) => f.project.name !== 'bench');
    expect(sorted.slice(2)).toEqual(rest);
    expect(sorted.slice(0, 2)).toEqual(order.filter((f) => f.project.name === 'bench'));
  });
});
