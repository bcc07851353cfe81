// @vitest-environment jsdom
import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../lib/messages';
import { AskForm } from './ask-form';

let root: Root | undefined;
let container: HTMLElement;

function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(
      <QueryClientProvider client={createShopQueryClient()}>
        <AskForm language="fi" initialEmail="" />
      </QueryClientProvider>,
    );
  });
}

const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`);

/** Types into a field the way a browser does, so React and the form see the change. */
function type(testId: string, value: string) {
  const field = byTestId(testId) as HTMLInputElement | HTMLTextAreaElement;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit() {
  await act(async () => {
    byTestId('ask-submit')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  // The contract's resolver and the mutation settle over a few ticks.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('AskForm', () => {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
    await Promise.all([accountMessages.load('fi'), commonMessages.load('fi')]);
  });

  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('shows the contract’s field errors in the shopper’s language, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render();
    type('ask-question', 'Miksi?');
    await submit();
    expect(byTestId('ask-name-error')?.textContent).toBe('Tämä kenttä on pakollinen.');
    expect(byTestId('ask-question-error')?.textContent).toBe('Kirjoita vähintään 10 merkkiä.');
    expect(byTestId('ask-name')?.getAttribute('aria-invalid')).toBe('true');
    expect(byTestId('ask-reference-error')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a field the api rejected onto that field, in the shopper’s language', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'reference', message: 'is not a known order' }],
    };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(body, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    type('ask-name', 'Matti');
    type('ask-email', 'matti@example.com');
    type('ask-question', 'Sopivatko nämä kengät kapeille jaloille?');
    type('ask-reference', '10001');
    await submit();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'matti@example.com',
      reference: '10001',
      lang: 'fi',
    });
    expect(byTestId('ask-reference-error')?.textContent).toBe('Tarkista tämä kenttä.');
    expect(byTestId('ask-failed')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});
