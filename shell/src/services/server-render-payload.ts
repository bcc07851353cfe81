import {
  isLanguage,
  SERVER_RENDER_PAYLOAD_SCRIPT_ID,
  type ServerRenderMessages,
  type ServerRenderPayload,
} from '@shop/shared-contracts';
import { RemoteUnavailableError } from '../remotes/remote-registry';
import { isChunkLoadError } from './errors/chunk-reload';
import type { ShellServices } from './shell-services';

/** The payload the server inlined with its markup, or null (no server render, or unreadable). */
export function readServerRenderPayload(
  document: Pick<Document, 'getElementById'>,
): ServerRenderPayload | null {
  const text = document.getElementById(SERVER_RENDER_PAYLOAD_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as Partial<ServerRenderPayload> | null;
    const queryState = payload?.queryState;
    if (!queryState || !Array.isArray(queryState.queries)) throw new Error('no query state');
    const messages = readMessages(payload?.messages);
    return {
      queryState,
      market: payload?.market ?? null,
      isAuthenticated: payload?.isAuthenticated === true,
      ...(messages ? { messages } : {}),
    };
  } catch (error) {
    console.error('Ignoring an unreadable server render payload', error);
    return null;
  }
}

/** The payload's messages when they are one language's bundles of strings; else none. */
function readMessages(value: unknown): ServerRenderMessages | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { language, bundles } = value as Partial<Record<keyof ServerRenderMessages, unknown>>;
  if (typeof language !== 'string' || !isLanguage(language)) return undefined;
  if (typeof bundles !== 'object' || bundles === null) return undefined;
  const wellFormed = Object.values(bundles).every(
    (bundle) =>
      typeof bundle === 'object' &&
      bundle !== null &&
      Object.values(bundle).every((message) => typeof message === 'string'),
  );
  return wellFormed ? { language, bundles: bundles as ServerRenderMessages['bundles'] } : undefined;
}

/**
 * Whether the browser's first render will be the server's: the same market (a `?currency=`
 * the server did not apply, or a market the browser chose itself, changes every price) and the
 * same session. When not, the browser renders the page afresh instead of hydrating it.
 */
export function rendersAsServer(
  payload: ServerRenderPayload,
  services: Pick<ShellServices, 'market' | 'auth'>,
): boolean {
  const market = services.market.current();
  const sameMarket =
    payload.market?.deliveryCountryCode === market.deliveryCountryCode &&
    payload.market.currencyCode === market.currencyCode;
  return sameMarket && payload.isAuthenticated === services.auth.current().user.isAuthenticated;
}

// React's error 419: a Suspense boundary the server left unfinished (a remote that failed or
// was slow on the server, the render budget), which the browser renders as designed (0012).
const SERVER_LEFT_SLOT = /\b419\b|could not finish this Suspense boundary/;

/** The federation runtime's own errors: a remote's entry or manifest that did not arrive. */
const FEDERATION_RUNTIME_ERROR = /\[ Federation Runtime \]/;

/** A remote's code that could not be loaded: its registry entry, its entry script or a chunk. */
function isRemoteLoadFailure(error: unknown): boolean {
  return (
    error instanceof RemoteUnavailableError ||
    isChunkLoadError(error) ||
    (error instanceof Error && FEDERATION_RUNTIME_ERROR.test(error.message))
  );
}

/**
 * What React recovered from while hydrating. A slot the server left to the browser, and a slot
 * whose remote could not be loaded in the browser (its boundary shows the remote's fallback),
 * are the designed fallbacks and only warn; any other error is a mismatch between the server's
 * and the browser's first render (the page was rendered again in the browser): a bug, never
 * silent. React also reports a remote's failed load this way on a later navigation from a
 * page whose slot hydrated after the root (it takes the render for a hydration, error 422).
 */
export function reportHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (SERVER_LEFT_SLOT.test(message)) {
    console.warn('A slot the server left unrendered was rendered in the browser', message);
    return;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (isRemoteLoadFailure(cause)) {
    console.warn('A slot whose remote could not be loaded was rendered in the browser', cause);
    return;
  }
  console.error('Hydration mismatch: the page was rendered again in the browser', error);
}
