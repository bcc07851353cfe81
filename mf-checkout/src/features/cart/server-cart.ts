import {
  type AuthState,
  type CartContent,
  type EventBus,
  type NewCartLine,
  type SaveCartRequest,
  type ShopEvents,
  sharedApi,
} from '@shop/shared-contracts';
import type { CartStore } from './cart-store';
import type { SavedRow } from './saved-cart-rows';

/** How long the cart must stay unchanged before it is saved on the account. */
export const SERVER_CART_SAVE_DELAY_MS = 1000;

/** The two calls the server copy needs (the shared api's; tests pass fakes). */
export interface ServerCartApi {
  /** `GET /api/customer/`: the saved cart is `customer.cart_content`. */
  readonly customer: () => Promise<{ readonly customer: { readonly cart_content: CartContent } }>;
  /** `PUT /api/customer/cart/`: replaces the saved cart. */
  readonly saveCart: (body: SaveCartRequest) => Promise<unknown>;
}

type SavedRows = typeof import('./saved-cart-rows');

/** The saved-row rules go through the contract's schema: loaded with a login, not on every page. */
const loadSavedRows = (): Promise<SavedRows> => import('./saved-cart-rows');

/** A saved row as a line to merge; a row without its model (saved before it was kept) is none. */
function toNewLine(row: SavedRow): NewCartLine | undefined {
  if (row.modelId === undefined) return undefined;
  return {
    ...(row.uid !== undefined && { uid: row.uid }),
    variantId: row.productId,
    modelId: row.modelId,
    amount: row.amount,
    ...(row.bundleHash !== undefined && { bundleId: row.bundleHash }),
    ...(row.frozen === true && { isFrozen: true }),
    ...(row.giftCard !== undefined && {
      giftCard: {
        valueEuros: row.giftCard.valueEuros,
        ...(row.giftCard.recipientName !== undefined && {
          recipientName: row.giftCard.recipientName,
        }),
      },
    }),
  };
}

const loggedInId = (auth: AuthState) => (auth.isLoading ? undefined : auth.user.id);

/**
 * Keeps a logged-in customer's cart on the server too (issue 8 point 2). When the bus's auth
 * turns to a logged-in user (at page start as well), the cart saved on the account is read
 * once per login and merged into this cart through the store (`mergeLines`: rows the cart lacks
 * are added, a row in both keeps the larger amount, rows the cart's rules refuse are left out).
 * From then on every change of the lines is saved about a second after the last one, the latest
 * cart winning; a failed save is logged and made again on the next change. Nothing is saved
 * before the merge, so the saved cart is never overwritten unread; a failed read is tried again
 * on the next change. On logout nothing is sent and the cart stays in the browser (platform §4:
 * logout clears the user data, not the cart). Returns the disconnect.
 */
export function connectServerCart(
  store: CartStore,
  bus: EventBus<ShopEvents>,
  api: ServerCartApi = sharedApi,
): () => void {
  /** The login being kept in step (a new object per login, so stale answers are told apart). */
  let session: { readonly userId: number } | null = null;
  let isReading = false;
  let isMerged = false;
  /** The saved-row rules, once a login has loaded them. */
  let savedRows: SavedRows | undefined;
  /** What the server holds, in the form `toSavedProducts` writes; null when not known. */
  let serverCopy: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isSaving = false;
  /** A change not saved yet. */
  let isDirty = false;

  /** The lines last seen, so a change of the form or the codes saves nothing. */
  let seenLines = store.current().lines;

  /** Whether `current` is still the login, and the bus says so (not reloading the user). */
  const isCurrent = (current: typeof session) => {
    const auth = bus.current('auth:changed');
    return (
      current !== null &&
      current === session &&
      auth !== undefined &&
      loggedInId(auth) === current.userId
    );
  };

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    isDirty = true;
    cancelTimer();
    timer = setTimeout(() => void flush(), SERVER_CART_SAVE_DELAY_MS);
  };

  async function flush(): Promise<void> {
    timer = undefined;
    const current = session;
    // While the login is being checked again, or a save is under way, the change waits.
    if (!isMerged || !savedRows || isSaving || !isCurrent(current)) return;
    const products = savedRows.toSavedProducts(store.current().lines);
    const copy = JSON.stringify(products);
    isDirty = false;
    if (copy === serverCopy) return;
    isSaving = true;
    try {
      await api.saveCart({ products });
      if (current === session) serverCopy = copy;
    } catch (error) {
      console.error('Failed to save the cart on the account', error);
    } finally {
      isSaving = false;
      // A change whose turn came while saving goes now: the latest cart wins.
      if (isDirty && timer === undefined && current === session) void flush();
    }
  }

  async function readAndMerge(current: NonNullable<typeof session>): Promise<void> {
    isReading = true;
    try {
      const [{ customer }, rows] = await Promise.all([api.customer(), loadSavedRows()]);
      if (current !== session) return;
      savedRows = rows;
      const saved = customer.cart_content.products;
      serverCopy = rows.savedForm(saved);
      isMerged = true;
      store.mergeLines(saved.flatMap((row) => toNewLine(row) ?? []));
      if (JSON.stringify(rows.toSavedProducts(store.current().lines)) !== serverCopy) schedule();
    } catch (error) {
      if (current === session) console.error('Failed to read the cart saved on the account', error);
    } finally {
      if (current === session) isReading = false;
    }
  }

  const endSession = () => {
    cancelTimer();
    session = null;
    isReading = false;
    isMerged = false;
    serverCopy = null;
    isDirty = false;
  };

  const onAuth = (auth: AuthState) => {
    // Loading decides nothing: the customer call has not answered yet.
    if (auth.isLoading) return;
    const userId = auth.user.id;
    if (userId === null) return endSession();
    if (session?.userId === userId) {
      // The same login again (e.g. the user reloaded): a change that waited goes now.
      if (isDirty && timer === undefined) schedule();
      return;
    }
    endSession();
    session = { userId };
    void readAndMerge(session);
  };

  const unsubscribeStore = store.subscribe((state) => {
    if (state.lines === seenLines) return;
    seenLines = state.lines;
    if (session === null) return;
    if (isMerged) schedule();
    else if (!isReading) void readAndMerge(session);
  });
  const unsubscribeAuth = bus.on('auth:changed', onAuth);
  return () => {
    unsubscribeAuth();
    unsubscribeStore();
    endSession();
  };
}
