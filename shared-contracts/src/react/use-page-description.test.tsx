// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { provideRenderHead, type RenderHead } from '../runtime/page-cells.js';
import { usePageDescription } from './use-page-description.js';

function Page({ text }: { readonly text: string | undefined }) {
  usePageDescription(text);
  return null;
}

const described = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  provideRenderHead(() => null);
  document.head.innerHTML = '';
});

describe('usePageDescription', () => {
  it("keeps the document's meta description with the page shown, shortened", async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Page text={undefined} />));
    expect(described()).toBeUndefined();
    await act(async () =>
      root.render(<Page text={`Light boots ${'for long days '.repeat(20)}`} />),
    );
    expect(described()).toMatch(/^Light boots for long days .*…$/);
    await act(async () => root.render(<Page text="Tents" />));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(described()).toBe('Tents');
    root.unmount();
  });

  it("tells the server render's head while rendering", () => {
    const head: RenderHead = {};
    provideRenderHead(() => head);
    renderToString(<Page text="  Warm  sleeping bags " />);
    expect(head.description).toBe('Warm sleeping bags');
    expect(described()).toBeUndefined();
  });
});
