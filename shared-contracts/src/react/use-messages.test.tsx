// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initReactI18next } from '../react-i18next.js';
import { defineMessages, useMessages } from './define-messages.js';

const messages = defineMessages('remembering', {
  fi: async () => ({
    default: { count_one: '{{count}} tuote', count_other: '{{count}} tuotetta' },
  }),
  sv: async () => ({ default: {} }),
  en: async () => ({
    default: { count_one: '{{count}} product', count_other: '{{count}} products', name: 'Name' },
  }),
  de: async () => ({ default: {} }),
  fr: async () => ({ default: {} }),
  ru: async () => ({ default: {} }),
});

type T = ReturnType<typeof useMessages>['t'];
const seen: T[] = [];
let shown: string[] = [];

function Probe({ count }: { readonly count: number }) {
  const { t } = useMessages(messages);
  seen.push(t);
  shown = [t('count', { count }), t('name'), t('missing', 'Fallback text')];
  return null;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: false, resources: {} });
  await Promise.all([messages.load('en'), messages.load('fi')]);
});

describe('useMessages (issue 10: messages answered from memory)', () => {
  it('answers as i18next does, with one function per language for memoised components', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe count={1} />));
    expect(shown).toEqual(['1 product', 'Name', 'Fallback text']);
    await act(async () => root.render(<Probe count={5} />));
    expect(shown).toEqual(['5 products', 'Name', 'Fallback text']);
    const translate = vi.spyOn(i18next, 't');
    await act(async () => root.render(<Probe count={1} />));
    expect(shown).toEqual(['1 product', 'Name', 'Fallback text']);
    // Asked before: answered from memory, except the call with a default text (not remembered).
    expect(translate).toHaveBeenCalledTimes(1);
    translate.mockRestore();
    expect(new Set(seen).size).toBe(1);

    await act(async () => i18next.changeLanguage('fi'));
    await act(async () => root.render(<Probe count={5} />));
    expect(shown[0]).toBe('5 tuotetta');
    expect(new Set(seen).size).toBe(2);
    act(() => root.unmount());
  });
});
