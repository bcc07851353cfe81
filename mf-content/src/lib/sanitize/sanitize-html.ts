import DOMPurify from 'dompurify';

/** Platform §5: the one video platform whose embeds may appear in content. */
export const VIDEO_EMBED_PREFIX = 'https://www.youtube.com/embed/';

export interface SanitizeOptions {
  /** The shop's own origin: absolute links to it become relative (client-side navigation). */
  readonly shopOrigin: string;
}

/**
 * Cleans CMS HTML before it is rendered (platform §5): scripts and unsafe attributes go,
 * iframes stay only for the video platform, new-tab links get `noopener noreferrer`, and
 * absolute links to the shop become relative.
 */
export function sanitizeHtml(html: string, { shopOrigin }: SanitizeOptions): string {
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
    if (!(node.getAttribute('src') ?? '').startsWith(VIDEO_EMBED_PREFIX)) node.remove();
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof HTMLAnchorElement)) return;
    const href = node.getAttribute('href');
    if (href) node.setAttribute('href', toShopRelative(href, shopOrigin));
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder'],
  });
}

function toShopRelative(href: string, shopOrigin: string): string {
  if (!/^https?:\/\//i.test(href)) return href;
  const url = new URL(href);
  return url.origin === shopOrigin ? `${url.pathname}${url.search}${url.hash}` : href;
}
