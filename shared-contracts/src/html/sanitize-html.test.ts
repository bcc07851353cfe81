// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isAllowedEmbed } from './allowed-embed.js';
import { sanitizeHtml } from './sanitize-html.js';
import { isClientRoute, toShopRelative } from './shop-relative.js';

const clean = (html: string) => sanitizeHtml(html, { shopHost: 'shop.test' });

describe('sanitizeHtml (platform §5 sanitised HTML)', () => {
  it('strips scripts, event attributes, inline styles and javascript links', () => {
    const html = clean(
      '<p onclick="steal()" style="position:fixed">Hi<script>alert(1)</script></p><a href="javascript:x()">x</a><img src="x" onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|position|javascript:/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('drops style sheets, forms and their fields', () => {
    const html = clean(
      '<style>body{display:none}</style><form action="https://evil.test/"><input name="card"><button>Pay</button></form><p>ok</p>',
    );
    expect(html).not.toMatch(/<style|display:none|<form|<input|<button|evil\.test/);
    expect(html).toContain('<p>ok</p>');
  });

  it('keeps a YouTube embed with its size, and nothing that could run in it', () => {
    const html = clean(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" srcdoc="<script>x</script>" allow="camera" allowfullscreen></iframe>',
    );
    expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('width="560"');
    expect(html).not.toMatch(/srcdoc|camera/);
  });

  it('removes every other iframe', () => {
    const html = clean(
      '<iframe src="https://evil.test/embed/x"></iframe><iframe src="https://www.youtube.com/embed/../watch?v=x"></iframe><iframe></iframe><p>after</p>',
    );
    expect(html).not.toContain('iframe');
    expect(html).toContain('<p>after</p>');
  });

  it('adds noopener noreferrer to links that open a new tab and drops other targets', () => {
    expect(clean('<a href="https://other.test/" target="_blank">o</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(clean('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('makes absolute links to the shop relative and leaves other hosts alone', () => {
    expect(clean('<a href="https://shop.test/page/returns/?a=1#b">r</a>')).toContain(
      'href="/page/returns/?a=1#b"',
    );
    expect(clean('<a href="//SHOP.test/x/">r</a>')).toContain('href="/x/"');
    expect(clean('<a href="https://other.test/x">o</a>')).toContain('href="https://other.test/x"');
  });

  it('never throws on an address that cannot be parsed, and drops it', () => {
    expect(() => clean('<a href="http://[">bad</a>')).not.toThrow();
    expect(clean('<a href="http://[">bad</a>')).toBe('<a>bad</a>');
  });
});

describe('isAllowedEmbed', () => {
  it('allows only a video id under the embed path, with an optional plain query', () => {
    expect(isAllowedEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isAllowedEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&rel=0')).toBe(true);
    for (const src of [
      'https://www.youtube.com/embed/',
      'https://www.youtube.com/embed/../watch',
      'https://www.youtube.com/embed/%2e%2e/watch',
      'https://www.youtube.com/embed/a/b',
      'http://www.youtube.com/embed/a',
      '//www.youtube.com/embed/a',
      'https://www.youtube.com.evil.test/embed/a',
      'https://www.youtube.com@evil.test/embed/a',
      'https://evil.test/?https://www.youtube.com/embed/a',
    ]) {
      expect(isAllowedEmbed(src), src).toBe(false);
    }
  });
});

describe('shop links', () => {
  it('turns a backslashed address into the host it really names', () => {
    expect(toShopRelative('/\\evil.test/x', 'shop.test')).toBe('https://evil.test/x');
    expect(toShopRelative('mailto:a@b.test', 'shop.test')).toBe('mailto:a@b.test');
  });

  it('routes only this origin’s paths client-side', () => {
    expect(isClientRoute('/en/stores/')).toBe(true);
    expect(isClientRoute('//evil.test/')).toBe(false);
    expect(isClientRoute('/\\evil.test/')).toBe(false);
    expect(isClientRoute('https://shop.test/')).toBe(false);
    expect(isClientRoute('#top')).toBe(false);
  });
});
