import DOMPurify, { type WindowLike } from 'dompurify';
import { allowedEmbedAddress, EMBED_ALLOW, EMBED_SANDBOX } from './allowed-embed.js';
import { toShopRelative } from './shop-relative.js';

export interface SanitizeOptions {
  /** The shop's own host (`shop.fi`): absolute links to it become relative (client-side). */
  readonly shopHost: string;
  /** The window whose DOM parses the HTML; the page's own by default. */
  readonly window?: WindowLike;
}

/**
 * Tags API HTML may never bring: page-wide styles, and forms with everything that belongs to
 * one (a field or button could still post with `form=` or `formaction` without its form).
 */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'textarea',
  'output',
];

/** Inline styles, and the form attributes that would matter if a form ever slipped through. */
const FORBIDDEN_ATTRIBUTES = ['style', 'action', 'formaction', 'method', 'enctype'];

/** What an embedded video keeps from the HTML; `srcdoc`, `allow`, `name` and the like never. */
const IFRAME_ATTRIBUTES = new Set(['src', 'width', 'height', 'title', 'allowfullscreen']);

/**
 * The shop's one sanitiser for API HTML (platform §5): scripts, style sheets, inline styles,
 * forms and event attributes go; an iframe stays only for a YouTube or Vimeo embed, with a fixed
 * `allow` list and sandbox; links opening a new tab get `noopener noreferrer`; absolute links to
 * the shop become relative. Never throws: a link whose address cannot be parsed loses its
 * address, and should anything else fail, the HTML is left out rather than shown unsanitised
 * or the page failing.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  try {
    return purify(html, options);
  } catch (error) {
    console.error('The HTML sanitiser failed; the content is left out', error);
    return '';
  }
}

function purify(html: string, options: SanitizeOptions): string {
  const purifier = DOMPurify(options.window ?? window);
  // DOMPurify hands back its input unchanged when the DOM cannot parse it: never show that.
  if (!purifier.isSupported) throw new Error('DOMPurify cannot parse HTML with this window');
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !isElement(node)) return;
    // The address is checked and written in its normal form before DOMPurify reads it, so the
    // frame loads exactly the address that was checked.
    const address = allowedEmbedAddress(node.getAttribute('src') ?? '');
    if (address === null) node.remove();
    else node.setAttribute('src', address);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!isElement(node)) return;
    if (node.tagName === 'IFRAME') fixEmbed(node);
    else if (node.tagName === 'A') cleanLink(node, options.shopHost);
    else node.removeAttribute('target');
  });
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allowfullscreen'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}

function fixEmbed(frame: Element): void {
  for (const name of frame.getAttributeNames()) {
    if (!IFRAME_ATTRIBUTES.has(name)) frame.removeAttribute(name);
  }
  // The player's abilities are the shop's choice, never the HTML's. The origin is sent because
  // YouTube refuses to play without it.
  frame.setAttribute('allow', EMBED_ALLOW);
  frame.setAttribute('sandbox', EMBED_SANDBOX);
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
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

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}
