// The shop's one HTML sanitiser, an entry of its own so that only remotes showing API HTML
// compile DOMPurify in (docs/decisions/0009-one-sanitiser.md).
export * from './html/allowed-embed.js';
export * from './html/html-content.js';
export * from './html/meta-description.js';
export * from './html/sanitize-html.js';
export * from './html/shop-relative.js';
