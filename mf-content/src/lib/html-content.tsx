import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from './sanitize/sanitize-html';

/**
 * Sanitised CMS HTML; a click on a relative link navigates client-side instead of reloading
 * the shop (platform §5).
 */
export function HtmlContent({ html }: { readonly html: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html, { shopOrigin: window.location.origin }), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || link.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  // biome-ignore lint/a11y/useKeyWithClickEvents: links inside stay keyboard-operable themselves.
  // biome-ignore lint/a11y/noStaticElementInteractions: the handler only delegates link clicks.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml above.
  return <div className="cnt-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
