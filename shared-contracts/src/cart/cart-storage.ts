/**
 * The localStorage key under which the cart's owner (mf-checkout) keeps the cart. Only the owner
 * reads or writes what is stored there; the shell checks whether the key exists to know that a
 * page needs the owner on its first load (decision 0010), and other tabs watch it.
 */
export const CART_STORAGE_KEY = 'cart';
