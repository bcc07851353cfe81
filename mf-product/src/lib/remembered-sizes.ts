/** Platform §3 local storage state: the sizes the shopper chose, most recent first. */
const STORAGE_KEY = 'selectedSizes';
const MAX_REMEMBERED = 20;

/** The list with `size` moved to the front, without duplicates, at most 20 long. */
export function withRememberedSize(sizes: readonly string[], size: string): string[] {
  return [size, ...sizes.filter((entry) => entry !== size)].slice(0, MAX_REMEMBERED);
}

export function readRememberedSizes(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : [];
  } catch {
    // Unreadable or blocked storage only loses the preference.
    return [];
  }
}

export function rememberSize(size: string): void {
  try {
    const next = withRememberedSize(readRememberedSizes(), size);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not remember the chosen size', error);
  }
}
