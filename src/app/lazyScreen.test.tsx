import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

const Page = () => <h1>Schools</h1>;
const inSuspense = (Screen: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>Loading…</p>}>
      <Screen />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('suspends like React.lazy until its chunk is in', () => {
    const Screen = lazyScreen(() => new Promise(() => undefined));
    expect(inSuspense(Screen)).toContain('Loading…');
  });

  it('renders at once, with no loading state in between, once preloaded (a server-rendered page hydrates with no fallback)', async () => {
    const load = vi.fn(async () => Page);
    const Screen = lazyScreen(load);
    await Screen.preload();
    const html = inSuspense(Screen);
    expect(html).toContain('<h1>Schools</h1>');
    expect(html).not.toContain('Loading…');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(inSuspense(Screen)).toContain('<h1>Schools</h1>');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
