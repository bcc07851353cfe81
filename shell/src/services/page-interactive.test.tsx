// @vitest-environment jsdom
import { act, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERACTIVE_ATTRIBUTE, PageInteractive } from './page-interactive';

afterEach(() => document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE));

const isMarked = () => document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE);

describe('the interactive mark', () => {
  it('is set on <html> once the page beside it in its boundary has rendered, not before', async () => {
    let show: (module: { default: () => null }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => null }>((resolve) => (show = resolve)));
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <Suspense fallback={null}>
          <Page />
          <PageInteractive />
        </Suspense>,
      ),
    );
    expect(isMarked()).toBe(false);
    await act(async () => show({ default: () => null }));
    expect(isMarked()).toBe(true);
    root.unmount();
  });
});
