import { SERVER_RENDER_PAYLOAD_SCRIPT_ID, type ServerRenderPayload } from '@shop/shared-contracts';
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
    return {
      queryState,
      market: payload?.market ?? null,
      isAuthenticated: payload?.isAuthenticated === true,
    };
  } catch (error) {
    console.error('Ignoring an unreadable server render payload', error);
    return null;
  }
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

/**
 * What React recovered from while hydrating. A slot the server left to the browser is the
 * designed fallback and only warns; any other error is a mismatch between the server's and the
 * browser's first render (the page was rendered again in the browser): a bug, never silent.
 */
export function reportHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (SERVER_LEFT_SLOT.test(message)) {
    console.warn('A slot the server left unrendered was rendered in the browser', message);
    return;
  }
  console.error('Hydration mismatch: the page was rendered again in the browser', error);
}
