// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import * as browserLoader from './sanitizer-loader.js';
import * as serverLoader from './sanitizer-loader.node.js';

// The server's path: no global window, the api's one jsdom window passed in (server-render
// loader, decision 0009). It must sanitise exactly as the browser's loader does.
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const options = { shopHost: 'shop.test', window };

const XHTML = 'http://www.w3.org/1999/xhtml';

const HOSTILE = [
  '<a href="http://[">bad</a><p>rest</p>',
  '<style>@import url(x)</style><p>ok</p>',
  '<form action="https://evil.test/"><input formaction="https://evil.test/"><button>b</button></form>',
  '<p onclick="alert(1)" OnMouseOver="alert(1)">p</p><img src="x" onerror="alert(1)">',
  '<svg><script>alert(1)</script><animate onbegin="alert(1)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<a href="&#106;ava&#x09;script:alert(1)">j</a><a href=" javascript:alert(1)">k</a>',
  '<iframe src="https://www.youtube.com/embed/../../redirect?q=https://evil.test/"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera" srcdoc="x"></iframe>',
  '<iframe src="https://player.vimeo.com/video/1" sandbox="allow-top-navigation"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.test/">',
  '<img name="getElementById"><a id="cookie" href="/x">c</a>',
  '<a href="https://shop.test/en/x/" target="_blank">shop</a>',
];

/** Names of what survived, to assert the rules on a DOM rather than on text. */
function survivors(html: string) {
  const holder = window.document.createElement('div');
  holder.innerHTML = html;
  const elements = [...holder.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.localName),
    attributes: elements.flatMap((element) => element.getAttributeNames()),
    namespaces: elements.map((element) => element.namespaceURI),
    frames: [...holder.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src')),
  };
}

describe('the server and browser sanitiser loaders', () => {
  it('the server has the sanitiser at once, the browser after one load', async () => {
    expect(serverLoader.loadedSanitizer()).toBeTypeOf('function');
    expect(browserLoader.loadedSanitizer()).toBeUndefined();
    const loaded = await browserLoader.loadSanitizer();
    expect(browserLoader.loadedSanitizer()).toBe(loaded);
    expect(await serverLoader.loadSanitizer()).toBe(serverLoader.loadedSanitizer());
  });

  it('sanitise hostile HTML the same way, by the same rules, without throwing', async () => {
    const onServer = serverLoader.loadedSanitizer();
    const inBrowser = await browserLoader.loadSanitizer();
    if (!onServer) throw new Error('the server loader has no sanitiser');
    for (const html of HOSTILE) {
      const served = onServer(html, options);
      expect(inBrowser(html, options), html).toBe(served);
      const { tags, attributes, namespaces, frames } = survivors(served);
      expect(
        tags.filter((tag) => /^(script|style|form|input|button|meta|base)$/.test(tag)),
        html,
      ).toEqual([]);
      expect(
        attributes.filter((name) => /^on|^(style|srcdoc|formaction|action)$/.test(name)),
        html,
      ).toEqual([]);
      // No SVG or MathML: namespace confusion has nothing to work with.
      expect(
        namespaces.filter((namespace) => namespace !== XHTML),
        html,
      ).toEqual([]);
      expect(served, html).not.toMatch(/javascript:|evil\.test|getElementById|"cookie"/i);
      for (const src of frames) {
        expect(src, html).toMatch(
          /^https:\/\/(www\.youtube\.com\/embed|player\.vimeo\.com\/video)\/\w+$/,
        );
      }
    }
  });

  it('keep the issue 13 cases: a bad link loses its address, only exact embeds stay', () => {
    const sanitize = serverLoader.loadedSanitizer();
    if (!sanitize) throw new Error('the server loader has no sanitiser');
    expect(sanitize('<a href="http://[">bad</a>', options)).toBe('<a>bad</a>');
    expect(sanitize('<style>@import url(x)</style>', options)).toBe('');
    expect(survivors(sanitize(HOSTILE[10] ?? '', options)).frames).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]);
    expect(sanitize(HOSTILE[9] ?? '', options)).toBe('');
  });
});
