import type { CartLineDisplay } from '@shop/shared-contracts';

/** The line the added-to-cart modal shows (catalogue §2 other modals, §4 add to cart). */
export interface AddedModalRequest {
  readonly uid: string;
  readonly display?: CartLineDisplay;
}

/** Which line the added-to-cart modal shows, if any: one per page, held by the cart owner. */
export function createModalCell() {
  let shown: AddedModalRequest | null = null;
  const listeners = new Set<() => void>();
  const set = (next: AddedModalRequest | null) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    current: (): AddedModalRequest | null => shown,
    open: (request: AddedModalRequest) => set(request),
    close: () => set(null),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ModalCell = ReturnType<typeof createModalCell>;
