/** The part of `Storage` the shop's local state uses (the shell's, the cart's); tests pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage, or an in-memory stand-in where it is missing or blocked (private
 * browsing, disabled cookies), so local state never breaks the page.
 */
export function getBrowserStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Reading `localStorage` itself throws when storage is disabled.
  }
  return createMemoryStorage();
}

/** The tab's sessionStorage, or an in-memory stand-in where it is missing or blocked. */
export function getSessionStorage(): StorageLike {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // As with localStorage, reading it throws when storage is disabled.
  }
  return createMemoryStorage();
}

/** A `Storage` kept in memory. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
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

/** Removes the stored text; a blocked storage keeps it. */
export function deleteItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch (error) {
    console.warn(`Can't remove ${key} from local storage`, error);
  }
}

/** The stored JSON if it parses and passes `isValid`, else null. */
export function readJson<Value>(
  storage: StorageLike,
  key: string,
  isValid: (value: unknown) => value is Value,
): Value | null {
  const text = readItem(storage, key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}
