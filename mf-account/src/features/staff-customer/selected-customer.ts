import {
  deleteItem,
  getSessionStorage,
  readItem,
  type StaffCustomer,
  type StorageLike,
  writeItem,
} from '@shop/shared-contracts';

/**
 * The customer a staff user selected (platform §3 admin context `selectedCustomer`), kept for
 * the tab's session only: a shared shop computer must not remember whom staff served.
 */
export const SELECTED_CUSTOMER_KEY = 'shop.admin.selectedCustomer';

/** What is kept of the selection: enough to show and to send as the customer's id. */
export type SelectedCustomer = Pick<StaffCustomer, 'id' | 'email'>;

function isSelectedCustomer(value: unknown): value is SelectedCustomer {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Record<string, unknown>;
  return Number.isInteger(id) && typeof email === 'string';
}

export function readSelectedCustomer(
  storage: StorageLike = getSessionStorage(),
): SelectedCustomer | null {
  return parseSelectedCustomer(readItem(storage, SELECTED_CUSTOMER_KEY));
}

/** Stores the selection, or clears it with null, and tells the page's readers. */
export function writeSelectedCustomer(
  customer: SelectedCustomer | null,
  storage: StorageLike = getSessionStorage(),
): void {
  if (customer === null) deleteItem(storage, SELECTED_CUSTOMER_KEY);
  else
    writeItem(
      storage,
      SELECTED_CUSTOMER_KEY,
      JSON.stringify({ id: customer.id, email: customer.email }),
    );
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: called whenever the selection is written. */
export function subscribeSelectedCustomer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selection of a stored text; null for none or a text of another shape. */
export function parseSelectedCustomer(text: string | null): SelectedCustomer | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSelectedCustomer(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored text of the selection: a stable snapshot (a string) for `useSyncExternalStore`. */
export function selectedCustomerSnapshot(storage: StorageLike = getSessionStorage()) {
  return readItem(storage, SELECTED_CUSTOMER_KEY);
}
