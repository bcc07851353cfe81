/** The part of `Storage` the cart uses; tests pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A `Storage` kept in memory: the stand-in where the page's own is missing or blocked. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The page's localStorage, or memory where it is missing (server render) or blocked (private
 * browsing, disabled cookies), so the cart never breaks the page; it only forgets on reload.
 */
export function getBrowserStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Reading `localStorage` itself throws when storage is disabled.
  }
  return createMemoryStorage();
}

/** The stored text, or null when missing or unreadable. */
export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the text; a full or blocked storage only loses the value. */
export function writeItem(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.warn(`Can't save ${key} in local storage`, error);
  }
}
