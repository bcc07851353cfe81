// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const clean = (html: string) => sanitizeHtml(html, { shopOrigin: 'https://shop.test' });

describe('sanitizeHtml (platform §5)', () => {
  it('strips scripts and unsafe attributes', () => {
    const html = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x()">x</a>',
    );
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps video-platform iframes and removes any other iframe', () => {
    const html = clean(
      '<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.test/x"></iframe>',
    );
    expect(html).toContain('https://www.youtube.com/embed/abc');
    expect(html).not.toContain('evil.test');
  });

  it('adds noopener noreferrer to links that open a new tab', () => {
    expect(clean('<a href="https://other.test/" target="_blank">o</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('makes absolute links to the shop relative and leaves other hosts alone', () => {
    expect(clean('<a href="https://shop.test/page/returns/?a=1#b">r</a>')).toContain(
      'href="/page/returns/?a=1#b"',
    );
    expect(clean('<a href="https://other.test/x">o</a>')).toContain('href="https://other.test/x"');
  });
});
