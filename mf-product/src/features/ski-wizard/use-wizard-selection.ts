import {
  getBrowserStorage,
  readItem,
  type SkiWizardSport,
  type StorageLike,
} from '@shop/shared-contracts';
import { useCallback, useSyncExternalStore } from 'react';
import {
  NO_SELECTION,
  readSelection,
  selectionStorageKey,
  type WizardSelection,
  writeSelection,
} from './wizard-selection';

/** One storage for the page: a blocked localStorage gives an in-memory one, kept for the visit. */
let storage: StorageLike | undefined;
const storageOf = () => {
  storage ??= getBrowserStorage();
  return storage;
};

const listeners = new Set<() => void>();
/** The last parsed selection per sport and the text it came from, so a snapshot stays stable. */
const parsed = new Map<
  SkiWizardSport,
  { readonly raw: string | null; readonly selection: WizardSelection }
>();

function snapshotOf(sport: SkiWizardSport): WizardSelection {
  const raw = readItem(storageOf(), selectionStorageKey(sport));
  const last = parsed.get(sport);
  if (last && last.raw === raw) return last.selection;
  const selection = readSelection(storageOf(), sport);
  parsed.set(sport, { raw, selection });
  return selection;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing in the same wizard.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('skiWizard.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The sport's selection kept in local storage (platform §3: alpine and nordic apart) and its
 * setter. The server and the hydrating render see no selection (decision 0012: storage is the
 * browser's), the browser's next render the stored one.
 */
export function useWizardSelection(sport: SkiWizardSport) {
  const selection = useSyncExternalStore(
    subscribe,
    () => snapshotOf(sport),
    () => NO_SELECTION,
  );
  const setSelection = useCallback(
    (next: WizardSelection) => {
      writeSelection(storageOf(), sport, next);
      for (const listener of listeners) listener();
    },
    [sport],
  );
  return [selection, setSelection] as const;
}
