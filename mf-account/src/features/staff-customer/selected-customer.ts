import {
  deleteItem,
  getSessionStorage,
  readJson,
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
  return readJson(storage, SELECTED_CUSTOMER_KEY, isSelectedCustomer);
}

/** Stores the selection, or clears it with null. */
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
}
