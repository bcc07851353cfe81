// @vitest-environment jsdom
import { shopBus, type ToastRequest } from '@shop/shared-contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerApi,
  click,
  prepareTestPage,
  renderPage,
  settle,
  typeInto,
} from '../../lib/test-page';
import { NotifyForm } from './notify-form';

let page: ReturnType<typeof renderPage> | undefined;
let stopListening: (() => void) | undefined;

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  stopListening?.();
  vi.unstubAllGlobals();
});

/** Sends the form in `language` and resolves with the toasts it asked for. */
async function send(language: 'en' | 'fi') {
  const toasts: ToastRequest[] = [];
  stopListening = shopBus.on('shell:toast-requested', (toast) => toasts.push(toast));
  page = renderPage(<NotifyForm variantId={31} language={language} />, `/${language}/`);
  typeInto(page.byTestId('notify-email') as HTMLInputElement, 'aino@example.com');
  await click(page.byTestId('notify-submit'));
  await settle();
  return toasts;
}

const waitingLimit = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'This address already waits for 20 products.',
  code: 'TOO_MANY_WAITING_REQUESTS',
};

describe('the back-in-stock notifier (catalogue §4)', () => {
  it('says how many products an address may wait for, in the shopper’s language', async () => {
    answerApi(429, waitingLimit);
    expect(await send('en')).toEqual([
      {
        kind: 'error',
        message:
          'This email address is already waiting for 20 products; you will hear from us as they return.',
      },
    ]);
  });

  it('keeps the unexpected-error message for a throttled request', async () => {
    answerApi(429, { ...waitingLimit, code: 'TOO_MANY_REQUESTS', message: 'Too many requests' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await send('en')).toEqual([{ kind: 'error', message: 'An unexpected error(#6302)' }]);
  });
});
