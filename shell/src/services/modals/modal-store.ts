import { useSyncExternalStore } from 'react';

/** The modals the shell's host can show, by name (platform §2 Modal). */
export type ModalName = 'locale';

let openName: ModalName | null = null;
const listeners = new Set<() => void>();

function set(next: ModalName | null): void {
  if (openName === next) return;
  openName = next;
  for (const listener of listeners) listener();
}

/** Shows a modal by name; one at a time. */
export function openModal(name: ModalName): void {
  set(name);
}

/** Hides whichever modal is open. */
export function closeModal(): void {
  set(null);
}

/** The open modal's name, or null. */
export function useOpenModal(): ModalName | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openName,
    () => null,
  );
}
