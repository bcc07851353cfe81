import { commonMessages, createShopQueryClient } from '@shop/shared-contracts/react';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';

/** A namespace of messages a form shows (`defineMessages`). */
interface LoadableMessages {
  load(language: 'fi'): Promise<unknown>;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/**
 * The component tests of mf-account's forms, in Finnish: i18next with the form's namespace and
 * the common one before the file's tests, and after each test the form unmounted and the stubbed
 * `fetch` and spies restored. Call once at the top of a test file.
 */
export function setUpFormTests(messages: LoadableMessages): void {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({ lng: 'fi', fallbackLng: false, resources: {} });
    await Promise.all([messages.load('fi'), commonMessages.load('fi')]);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Renders a form with a query client and a router, as the shell provides them. */
export function renderForm(form: ReactNode): void {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(
      <MemoryRouter>
        <QueryClientProvider client={createShopQueryClient()}>{form}</QueryClientProvider>
      </MemoryRouter>,
    );
  });
}

export const byTestId = (id: string) => container?.querySelector(`[data-testid="${id}"]`) ?? null;

/** Types into a field the way a browser does, so React and the form see the change. */
export function type(testId: string, value: string): void {
  const field = byTestId(testId) as HTMLInputElement | HTMLTextAreaElement;
  const prototype = Object.getPrototypeOf(field) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks a checkbox or button. */
export function tick(testId: string): void {
  act(() => {
    (byTestId(testId) as HTMLElement).click();
  });
}

/** Chooses an option of a select. */
export function choose(testId: string, value: string): void {
  const select = byTestId(testId) as HTMLSelectElement;
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Clicks the submit button, then lets the contract's resolver and the mutation settle. */
export async function submit(testId: string): Promise<void> {
  await act(async () => {
    byTestId(testId)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}
