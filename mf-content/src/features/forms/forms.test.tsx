// @vitest-environment jsdom
import type { Language } from '@shop/shared-contracts';
import { createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../lib/wait-for';
import { CorporateInfoForm } from './corporate-info-form';
import { NewsletterForm } from './newsletter-form';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root | undefined;
let container: HTMLElement;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** Renders the form in `language` and waits until its messages are loaded. */
async function render(language: Language, form: ReactNode): Promise<HTMLFormElement> {
  await i18next.changeLanguage(language);
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <QueryClientProvider client={createShopQueryClient()}>
        <Suspense fallback={null}>{form}</Suspense>
      </QueryClientProvider>,
    );
  });
  return waitFor(() => container.querySelector('form'));
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const errorOf = (name: string) => () =>
  container.querySelector(`[data-testid="error-${name}"]`)?.textContent;

describe('forms validate with the contract schema, in the shopper’s language', () => {
  it('names a missing email and consent in Finnish', async () => {
    const form = await render('fi', <NewsletterForm list="forest" language="fi" />);
    act(() => form.requestSubmit());
    expect(await waitFor(errorOf('email'))).toBe('Tämä kenttä on pakollinen.');
    expect(await waitFor(errorOf('consent'))).toBe('Tämä kenttä on pakollinen.');
  });

  it('counts the characters of a too long message in Russian', async () => {
    const form = await render('ru', <CorporateInfoForm language="ru" />);
    const message = form.querySelector('textarea');
    if (!message) throw new Error('No message field');
    type(message, 'x'.repeat(2001));
    act(() => form.requestSubmit());
    expect(await waitFor(errorOf('message'))).toBe('Введите не более 2000 символов.');
    expect(await waitFor(errorOf('companyName'))).toBe('Это поле обязательно.');
  });

  it('puts a field the server rejects onto that field, in Swedish', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      fields: [{ field: 'email', message: 'must be an email address' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    const form = await render('sv', <NewsletterForm list="corporate" language="sv" />);
    const email = form.querySelector<HTMLInputElement>('input[type="email"]');
    const consent = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!email || !consent) throw new Error('No email or consent field');
    type(email, 'someone@example.com');
    act(() => consent.click());
    act(() => form.requestSubmit());
    expect(await waitFor(errorOf('email'))).toBe('Kontrollera fältet.');
    expect(container.textContent).not.toContain('must be an email address');
  });
});
