import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  parseSelectedCustomer,
  type SelectedCustomer,
  selectedCustomerSnapshot,
  subscribeSelectedCustomer,
  writeSelectedCustomer,
} from './selected-customer';

/**
 * The staff user's selected customer, shared by every part of the page that reads it (the
 * search that sets it, the complaints it narrows): a write re-renders all of them. The server
 * has no selection (it lives in the tab's session storage).
 */
export function useSelectedCustomer(): [
  SelectedCustomer | null,
  (customer: SelectedCustomer | null) => void,
] {
  const snapshot = useSyncExternalStore(
    subscribeSelectedCustomer,
    () => selectedCustomerSnapshot(),
    () => null,
  );
  // The snapshot is the stored text: parse again only when it changed.
  const selected = useMemo(() => parseSelectedCustomer(snapshot), [snapshot]);
  const select = useCallback((customer: SelectedCustomer | null) => {
    writeSelectedCustomer(customer);
  }, []);
  return [selected, select];
}
