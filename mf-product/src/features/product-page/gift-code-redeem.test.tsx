// @vitest-environment jsdom
import { type CartAddRequest, routeHref, shopBus } from '@shop/shared-contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import {
  answerApi,
  click,
  prepareTestPage,
  renderPage,
  settle,
  typeInto,
} from '../../lib/test-page';
import { GiftCodeRedeem } from './gift-code-redeem';

const variant = testVariant(31, 'green', 'one');
const model = testModel([variant], { id: 9 });
const PAGE = '/giftcampaigns/christmas-gift/tent/';

let page: ReturnType<typeof renderPage> | undefined;
let stopListening: (() => void) | undefined;

beforeAll(prepareTestPage);
afterEach(() => {
  page?.unmount();
  stopListening?.();
  vi.unstubAllGlobals();
});

async function redeem(code: string) {
  page = renderPage(
    <GiftCodeRedeem
      model={model}
      selection={{ color: 'green', size: 'one', type: 'regular' }}
      variant={variant}
      campaign="christmas-gift"
      language="en"
    />,
    PAGE,
  );
  typeInto(page.byTestId('gift-code') as HTMLInputElement, code);
  await click(page.byTestId('gift-code-redeem-button'));
  await settle();
}

const codeError = (code: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: 'Invalid request',
  code,
  fields: [{ field: 'code', message: '…' }],
});

describe('gift campaign redeem (catalogue §4, §8)', () => {
  it('validates the trimmed code, adds the variant with the campaign, goes to payment', async () => {
    const fetch = answerApi(200, { code: 'GIFT-ABC', category: 'christmas-gift' });
    const requests: CartAddRequest[] = [];
    stopListening = shopBus.on('cart:add-requested', (request) => requests.push(request));
    await redeem('  gift-abc ');
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/giftcampaigns/validate_code/');
    expect(sent).toEqual({ code: 'gift-abc', product_id: 31, category_slug: 'christmas-gift' });
    expect(requests).toEqual([
      {
        line: { variantId: 31, modelId: 9, amount: 1 },
        giftCampaign: { code: 'GIFT-ABC', category: 'christmas-gift' },
      },
    ]);
    expect(page?.location()).toBe(routeHref('checkout-payment', 'en'));
  });

  it('requires a code, sending nothing', async () => {
    const fetch = answerApi(200, {});
    await redeem('   ');
    expect(fetch).not.toHaveBeenCalled();
    expect(page?.byTestId('gift-code-error')?.textContent).not.toBe('');
    expect(page?.location()).toBe(PAGE);
  });

  it('shows a 400’s code error on the code field and stays', async () => {
    answerApi(400, codeError('GIFT_CODE_EXPIRED'));
    await redeem('GIFT-OLD');
    expect(page?.byTestId('gift-code-error')?.textContent).toBe('The gift code has expired.');
    expect(page?.byTestId('gift-code')?.getAttribute('aria-invalid')).toBe('true');
    expect(page?.location()).toBe(PAGE);
  });

  it('calls any other failure an unexpected error (#4924)', async () => {
    answerApi(500, { statusCode: 500, error: 'Internal', message: 'boom', code: 'INTERNAL_ERROR' });
    await redeem('GIFT-ABC');
    expect(page?.byTestId('gift-code-form-error')?.textContent).toBe('An unexpected error(#4924)');
    expect(page?.byTestId('gift-code-error')).toBeNull();
  });
});
