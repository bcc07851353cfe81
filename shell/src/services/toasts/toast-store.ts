import type { ToastRequest } from '@shop/shared-contracts';

/** Platform §9: toasts stay 10 000 ms app-wide. */
export const TOAST_DURATION_MS = 10_000;

export interface Toast extends ToastRequest {
  readonly id: number;
}

type Listener = (toasts: readonly Toast[]) => void;

/** The visible toasts; the host renders them and removes each when its time is up. */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = () => {
    for (const listener of listeners) listener(toasts);
  };
  return {
    add(request: ToastRequest): Toast {
      const toast = { dismissible: true, ...request, id: nextId++ };
      toasts = [...toasts, toast];
      publish();
      return toast;
    },
    remove(id: number): void {
      toasts = toasts.filter((toast) => toast.id !== id);
      publish();
    },
    current: (): readonly Toast[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
