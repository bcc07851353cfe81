// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HtmlContent } from './html-content.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Location() {
  return <output>{useLocation().pathname}</output>;
}

function render(html: string) {
  const container = document.body.appendChild(document.createElement('div'));
  act(() =>
    createRoot(container).render(
      <MemoryRouter initialEntries={['/en/']}>
        <HtmlContent html={html} as="section" className="pdp-description" />
        <Location />
      </MemoryRouter>,
    ),
  );
  return container;
}

describe('HtmlContent', () => {
  it('renders sanitised HTML as the element and with the class asked for', () => {
    const container = render('<p onclick="x()">Hi</p><script>x()</script>');
    const section = container.querySelector('section');
    expect(section?.className).toBe('shop-html pdp-description');
    expect(section?.innerHTML).toBe('<p>Hi</p>');
  });

  it('opens the shop’s own links client-side', () => {
    const host = window.location.host;
    const container = render(`<a href="http://${host}/en/stores/">Stores</a>`);
    act(() => container.querySelector('a')?.click());
    expect(container.querySelector('output')?.textContent).toBe('/en/stores/');
  });
});
