/** Catalogue §9: a Finnish postcode has five characters. */
export const POSTCODE_LENGTH = 5;

const STORAGE_KEY = 'shop.delivery-postcode';

/** The lookup runs only for exactly five characters (catalogue §5). */
export function isLookupPostcode(postcode: string): boolean {
  return postcode.length === POSTCODE_LENGTH;
}

/** The postcode the shopper last looked up on any product page. */
export function rememberedPostcode(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Catalogue §5: saved locally when empty (forgotten) or five long; partial input is not. */
export function rememberPostcode(postcode: string): void {
  if (postcode !== '' && !isLookupPostcode(postcode)) return;
  try {
    if (postcode === '') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, postcode);
  } catch {
    // Blocked storage only loses the convenience.
  }
}
