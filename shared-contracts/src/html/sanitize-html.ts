import DOMPurify, { type WindowLike } from 'dompurify';
import { isAllowedEmbed } from './allowed-embed.js';
import { toShopRelative } from './shop-relative.js';

export interface SanitizeOptions {
  /** The shop's own host (`shop.fi`): absolute links to it become relative (client-side). */
  readonly shopHost: string;
  /** The window whose DOM parses the HTML; the page's own by default. */
  readonly window?: WindowLike;
}

/** Tags API HTML may never bring: page-wide styles and anything that posts data. */
const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'select', 'option', 'textarea'];

/** What an embedded video keeps; `srcdoc`, `allow` and the like never reach the page. */
const IFRAME_ATTRIBUTES = new Set(['src', 'width', 'height', 'title', 'allowfullscreen']);

/**
 * The shop's one sanitiser for API HTML (platform §5): scripts, inline styles and event
 * attributes go; iframes stay only for a video platform embed; links opening a new tab get
 * `noopener noreferrer`; absolute links to the shop become relative. Never throws on bad input
 * (a link whose address cannot be parsed loses its address).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const purify = DOMPurify(options.window ?? window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !isElement(node)) return;
    if (!isAllowedEmbed(node.getAttribute('src') ?? '')) node.parentNode?.removeChild(node);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!isElement(node)) return;
    if (node.tagName === 'IFRAME') keepOnly(node, IFRAME_ATTRIBUTES);
    if (node.tagName === 'A') cleanLink(node, options.shopHost);
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allowfullscreen'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style'],
  });
}

function cleanLink(link: Element, shopHost: string): void {
  const href = link.getAttribute('href');
  if (href !== null) {
    const relative = toShopRelative(href, shopHost);
    if (relative === null) link.removeAttribute('href');
    else link.setAttribute('href', relative);
  }
  const target = link.getAttribute('target');
  if (target === '_blank') link.setAttribute('rel', 'noopener noreferrer');
  else if (target !== null) link.removeAttribute('target');
}

function keepOnly(element: Element, allowed: ReadonlySet<string>): void {
  for (const name of element.getAttributeNames()) {
    if (!allowed.has(name)) element.removeAttribute(name);
  }
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}
