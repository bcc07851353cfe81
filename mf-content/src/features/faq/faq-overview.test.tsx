// @vitest-environment jsdom
import type { FaqResponse } from '@shop/shared-contracts';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import i18next from 'i18next';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FaqOverview } from './faq-overview';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const FAQ: FaqResponse = {
  categories: [
    {
      slug: 'delivery',
      title: 'Delivery',
      questions: [{ id: 1, question: 'How fast?', answer: '<p>Fast</p>', isFeatured: true }],
    },
    {
      slug: 'returns',
      title: 'Returns',
      questions: [
        { id: 2, question: 'Return time?', answer: '<p>100 days</p>', isFeatured: false },
      ],
    },
  ],
} as FaqResponse;

let root: Root | undefined;
let container: HTMLElement;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: false, resources: {} });
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

async function render(): Promise<HTMLElement> {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <FaqOverview faq={FAQ} language="en" />
        </Suspense>
      </MemoryRouter>,
    );
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (container.querySelector('[data-testid="faq-topic"]')) return container;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('The FAQ overview did not render');
}

describe('FaqOverview', () => {
  it('makes each topic tile one link to its questions on the all-questions page', async () => {
    const page = await render();
    const topics = [...page.querySelectorAll('[data-testid="faq-topic"]')];
    expect(topics.map((topic) => topic.querySelectorAll('a').length)).toEqual([1, 1]);
    expect(topics.map((topic) => topic.querySelector('a')?.getAttribute('href'))).toEqual([
      '/en/faq/frequently-asked-questions/#delivery',
      '/en/faq/frequently-asked-questions/#returns',
    ]);
    // The title and the count are inside the link: the whole tile takes the click.
    expect(topics[0]?.querySelector('a')?.textContent).toContain('Delivery');
    expect(topics[0]?.querySelector('a')?.textContent).toContain('1 question');
  });

  it('shows all questions through a real link', async () => {
    const page = await render();
    const all = page.querySelector('[data-testid="faq-all-questions"]');
    expect(all?.tagName).toBe('A');
    expect(all?.getAttribute('href')).toBe('/en/faq/frequently-asked-questions/');
    expect(all?.textContent).toBe('See all questions and answers');
  });
});
