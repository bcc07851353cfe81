import DOMPurify from 'dompurify';

/**
 * Product descriptions come from the catalogue as HTML; scripts and unsafe attributes are
 * stripped before they reach the page (platform §5 sanitised HTML), and links opening a new
 * tab get noopener noreferrer.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[target="_blank"]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
