// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport.js';

const Section = () => <p data-testid="section">cards</p>;

afterEach(() => vi.unstubAllGlobals());

describe('NearViewport', () => {
  it('sends only the room from the server', () => {
    const html = renderToString(
      <NearViewport minHeight="10rem" testId="room">
        <Section />
      </NearViewport>,
    );
    expect(html).toContain('data-testid="room"');
    expect(html).not.toContain('cards');
  });

  it('renders the section once the place comes near the screen', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <NearViewport minHeight="10rem">
          <Section />
        </NearViewport>,
      ),
    );
    expect(container.textContent).toBe('');
    await act(async () => report?.([{ isIntersecting: true }]));
    expect(container.textContent).toBe('cards');
    root.unmount();
  });
});
