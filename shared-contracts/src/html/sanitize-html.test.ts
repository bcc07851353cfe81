// @vitest-environment jsdom
import type { WindowLike } from 'dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_ALLOW, EMBED_SANDBOX } from './allowed-embed.js';
import { sanitizeHtml } from './sanitize-html.js';

const clean = (html: string) => sanitizeHtml(html, { shopHost: 'shop.test' });

/** The sanitised HTML as elements, to ask what survived. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = clean(html);
  return holder;
}

const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sanitizeHtml (platform §5 sanitised HTML)', () => {
  it('strips scripts, event attributes, inline styles and javascript links', () => {
    const html = clean(
      '<p onclick="steal()" style="position:fixed">Hi<script>alert(1)</script></p><a href="javascript:x()">x</a><img src="x" onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|position|javascript:/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('removes every inline event handler, whatever its case or element', () => {
    const holder = parse(
      '<div OnClick="x()" onmouseover="x()">a</div><details open ontoggle="x()">b</details><video><source onerror="x()"></video><body onload="x()"><a href="/x" onfocus="x()" autofocus>c</a>',
    );
    const attributes = [...holder.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames(),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(holder.textContent).toBe('abc');
  });

  it('drops style sheets, forms and their fields', () => {
    const html = clean(
      '<style>body{display:none}</style><form action="https://evil.test/"><input name="card"><button>Pay</button></form><p>ok</p>',
    );
    expect(html).not.toMatch(/<style|display:none|<form|<input|<button|evil\.test/);
    expect(html).toContain('<p>ok</p>');
  });

  it('drops a style sheet that imports another, whatever its namespace', () => {
    for (const html of [
      '<style>@import url(x)</style><p>ok</p>',
      "<style>@import 'https://evil.test/x.css';</style><p>ok</p>",
      '<svg><style>@import url(x)</style></svg><p>ok</p>',
      '<p>ok</p><math><style>@import url(x)</style></math>',
    ]) {
      const cleaned = clean(html);
      expect(cleaned, html).not.toMatch(/style|@import/);
      expect(cleaned, html).toContain('<p>ok</p>');
    }
  });

  it('drops fields and buttons that could post without a form', () => {
    const holder = parse(
      '<input formaction="https://evil.test/" type="submit"><button formaction="javascript:alert(1)">b</button><select><option>o</option></select><textarea>t</textarea><output>p</output><datalist><option>d</option></datalist><a href="/x" formaction="https://evil.test/" action="https://evil.test/">x</a>',
    );
    expect(
      holder.querySelector('form, input, button, select, option, textarea, output, datalist'),
    ).toBeNull();
    expect(holder.innerHTML).not.toMatch(/formaction|action=|evil\.test|javascript:/);
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/x');
  });

  it('keeps a YouTube embed with its size, and nothing that could run in it', () => {
    const html = clean(
      `<iframe src="${YOUTUBE}" width="560" height="315" srcdoc="<script>x</script>" allow="camera" sandbox="allow-top-navigation" name="x" allowfullscreen></iframe>`,
    );
    expect(html).toContain(`src="${YOUTUBE}"`);
    expect(html).toContain('width="560"');
    expect(html).not.toMatch(/srcdoc|camera|allow-top-navigation|name=/);
  });

  it('gives every embed the fixed allow list, sandbox and referrer policy', () => {
    for (const src of [
      YOUTUBE,
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ]) {
      const frame = parse(`<iframe src="${src}" title="Video"></iframe>`).querySelector('iframe');
      expect(frame?.getAttribute('src'), src).toBe(src);
      expect(frame?.getAttribute('allow')).toBe(EMBED_ALLOW);
      expect(frame?.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
      expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
      expect(frame?.getAttribute('title')).toBe('Video');
    }
  });

  it('loads an embed at the address that was checked', () => {
    const frame = parse(`<iframe src="  ${YOUTUBE}\n"></iframe>`).querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(YOUTUBE);
  });

  it('removes every other iframe', () => {
    const html = clean(
      [
        '<iframe src="https://evil.test/embed/x"></iframe>',
        '<iframe src="https://www.youtube.com/embed/../watch?v=x"></iframe>',
        '<iframe src="https://www.youtube.com/embed/../../redirect?q=https://evil.test/"></iframe>',
        '<iframe src="https://www.youtube.com/embed/a%2f..%2f..%2fredirect"></iframe>',
        '<iframe src="https://www.youtube.com\\embed\\x"></iframe>',
        '<iframe src="https://evil.test@www.youtube.com/embed/x"></iframe>',
        '<iframe src="https://www.youtube.com:8443/embed/x"></iframe>',
        '<iframe src="javascript:alert(1)"></iframe>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<iframe></iframe>',
        '<p>after</p>',
      ].join(''),
    );
    expect(html).not.toContain('iframe');
    expect(html).toContain('<p>after</p>');
  });

  it('adds noopener noreferrer to links that open a new tab and drops other targets', () => {
    expect(clean('<a href="https://other.test/" target="_blank">o</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(clean('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(clean('<area href="/x" target="_top">')).not.toContain('target');
  });

  it('makes absolute links to the shop relative and leaves other hosts alone', () => {
    expect(clean('<a href="https://shop.test/page/returns/?a=1#b">r</a>')).toContain(
      'href="/page/returns/?a=1#b"',
    );
    expect(clean('<a href="//SHOP.test/x/">r</a>')).toContain('href="/x/"');
    expect(clean('<a href="https://other.test/x">o</a>')).toContain('href="https://other.test/x"');
  });

  it('never throws on an address that cannot be parsed, and drops it', () => {
    for (const href of [
      'http://[',
      'https://[::1',
      '//[',
      'http://a b/',
      'https://shop.test:99999/',
    ]) {
      const html = `<a href="${href}">bad</a><p>rest</p>`;
      expect(() => clean(html), href).not.toThrow();
      expect(clean(html), href).toBe('<a>bad</a><p>rest</p>');
    }
  });

  it('leaves the content out instead of throwing when there is no DOM to parse it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const noDocument = { document: undefined } as unknown as WindowLike;
    const html = '<p>x</p><script>alert(1)</script>';
    expect(() => sanitizeHtml(html, { shopHost: 'shop.test', window: noDocument })).not.toThrow();
    expect(sanitizeHtml(html, { shopHost: 'shop.test', window: noDocument })).toBe('');
    expect(logged).toHaveBeenCalled();
  });

  it('never hands back the HTML unsanitised when the DOM cannot parse it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A document without `createHTMLDocument`: DOMPurify itself would return its input.
    const document_ = { nodeType: 9, implementation: {}, createElement: () => ({}) };
    const limited = new Proxy(window, {
      get: (target, key) => (key === 'document' ? document_ : Reflect.get(target, key)),
    });
    expect(
      sanitizeHtml('<p>x</p><script>alert(1)</script>', { shopHost: 'shop.test', window: limited }),
    ).toBe('');
  });
});
