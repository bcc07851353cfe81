import { describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast-store';

describe('toast store', () => {
  it('keeps toasts in request order with their own ids, dismissible by default', () => {
    const store = createToastStore();
    const first = store.add({ message: 'Saved', kind: 'success' });
    const second = store.add({ message: 'Failed', kind: 'error', dismissible: false });
    expect(store.current()).toEqual([
      { id: first.id, message: 'Saved', kind: 'success', dismissible: true },
      { id: second.id, message: 'Failed', kind: 'error', dismissible: false },
    ]);
    expect(first.id).not.toBe(second.id);
  });

  it('removes one toast and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const kept = store.add({ message: 'a', kind: 'info' });
    const removed = store.add({ message: 'b', kind: 'info' });
    store.subscribe(listener);
    store.remove(removed.id);
    expect(store.current().map((toast) => toast.id)).toEqual([kept.id]);
    expect(listener).toHaveBeenCalledWith([kept]);
  });

  it('uses the app-wide duration of platform §9', () => {
    expect(TOAST_DURATION_MS).toBe(10_000);
  });
});
