import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { DeleteConfirm } from './useDeleteConfirm';
import { runDelete, useDeleteConfirm } from './useDeleteConfirm';

const db = { name: 'db' };

describe('runDelete', () => {
  it('deletes the picked item and says the success line', async () => {
    const remove = vi.fn(async () => undefined);
    const outcome = await runDelete(db, { id: 's1' }, { remove, done: (item) => `Deleted ${item.id}.` });
    expect(remove).toHaveBeenCalledWith(db, { id: 's1' });
    expect(outcome).toEqual({ success: 'Deleted s1.' });
  });

  it("a failed delete says the error's message, or the list's own line", async () => {
    const remove = vi.fn(async () => {
      throw new Error('Document update conflict');
    });
    expect(await runDelete(db, 'g1', { remove, done: () => 'Game deleted.' })).toEqual({ error: 'Document update conflict' });
    expect(await runDelete(db, 'a1', { remove, done: () => 'x', failed: () => 'Error deleting article.' })).toEqual({ error: 'Error deleting article.' });
  });

  it('does nothing without a picked item or before the database is open', async () => {
    const remove = vi.fn(async () => undefined);
    expect(await runDelete(db, null, { remove, done: () => 'x' })).toBeNull();
    expect(await runDelete(null, 'g1', { remove, done: () => 'x' })).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('useDeleteConfirm', () => {
  it('starts with nothing asked: the dialog closed, no lines', () => {
    let cycle: DeleteConfirm<{ archived: boolean }> | null = null;
    function Probe() {
      cycle = useDeleteConfirm<{ archived: boolean }>({
        remove: async () => undefined,
        done: () => 'Article deleted.',
        message: (item) => (item?.archived ? 'Permanently?' : 'Are you sure you want to delete this article?'),
      });
      return <>{cycle.dialog}</>;
    }
    const html = renderToStaticMarkup(<Probe />);
    expect(html).toContain('<dialog class="modal"');
    expect(html).not.toContain(' open=""');
    expect(cycle).toMatchObject({ error: null, success: null });
  });
});
