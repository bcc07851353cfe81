import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteUnavailableError } from '../remotes/remote-registry';
import { readServerRenderPayload, reportHydrationError } from './server-render-payload';

/** A document whose payload script holds `payload` as JSON. */
function documentWith(payload: unknown): Pick<Document, 'getElementById'> {
  const script = { textContent: JSON.stringify(payload) } as HTMLElement;
  return { getElementById: () => script };
}

const QUERY_STATE = { mutations: [], queries: [] };

/** React's recoverable error for a boundary it rendered again, with what was thrown inside. */
function recovered(cause: unknown): Error {
  return new Error('Minified React error #422', { cause });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportHydrationError', () => {
  it('warns of a slot the server left to the browser (React 419)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportHydrationError(new Error('Minified React error #419'));
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the federation runtime',
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    ],
    [
      'a missing chunk',
      Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }),
    ],
    ['the registry', new RemoteUnavailableError('mf-catalog has no active release')],
  ])('warns of a slot whose remote could not be loaded (%s)', (_, cause) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportHydrationError(recovered(cause));
    expect(warn).toHaveBeenCalledWith(
      'A slot whose remote could not be loaded was rendered in the browser',
      cause,
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('reports any other recovered error as a hydration mismatch', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mismatch = new Error('Minified React error #418');
    reportHydrationError(mismatch);
    reportHydrationError(recovered(new TypeError('price is undefined')));
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      'Hydration mismatch: the page was rendered again in the browser',
      mismatch,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('readServerRenderPayload', () => {
  it("takes the messages the server rendered with when they are one language's strings", () => {
    const messages = { language: 'sv', bundles: { shell: { skipToContent: 'Hoppa' } } };
    const payload = readServerRenderPayload(
      documentWith({ queryState: QUERY_STATE, market: null, isAuthenticated: false, messages }),
    );
    expect(payload?.messages).toEqual(messages);
  });

  it.each([
    ['an unknown language', { language: 'xx', bundles: { shell: { a: 'b' } } }],
    ['a bundle that is not strings', { language: 'fi', bundles: { shell: { a: { b: 'c' } } } }],
    ['no bundles', { language: 'fi' }],
  ])('starts without messages from a payload with %s', (_, messages) => {
    const payload = readServerRenderPayload(
      documentWith({ queryState: QUERY_STATE, market: null, isAuthenticated: false, messages }),
    );
    expect(payload?.queryState).toEqual(QUERY_STATE);
    expect(payload && 'messages' in payload).toBe(false);
  });
});
