import { currentHtmlEnvironment } from '@shop/shared-contracts/bus';
import { useNavigate } from '@shop/shared-contracts/router';
import type { WindowLike } from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.js';
import { isClientRoute } from './shop-relative.js';

/** Props of the sanitised HTML block (platform §2 link and iframe rules). */
export interface HtmlContentProps {
  /** HTML from the api; sanitised before it reaches the DOM. */
  readonly html: string;
  readonly className?: string;
  /** The element it renders as; `div` by default. */
  readonly as?: 'div' | 'section' | 'article';
}

/**
 * API HTML through the shop's one sanitiser; a click on one of the shop's own links navigates
 * client-side instead of reloading the shop (platform §5). Every remote that shows API HTML
 * renders it with this component (docs/decisions/0009-one-sanitiser.md).
 */
export function HtmlContent({ html, className, as = 'div' }: HtmlContentProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeInPage(html), [html]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !isClientRoute(href) || link.target === '_blank') return;
    if (link.hasAttribute('download') || event.defaultPrevented) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    void navigate(href);
  };
  const Element = as;
  return (
    <Element
      className={className ? `shop-html ${className}` : 'shop-html'}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/**
 * Sanitises with the page's HTML environment: the browser's window, or the server renderer's.
 * Without one nothing unsanitised is ever rendered: the content is left out.
 */
function sanitizeInPage(html: string): string {
  const environment = currentHtmlEnvironment();
  if (!environment) return '';
  return sanitizeHtml(html, {
    shopHost: environment.shopHost,
    window: environment.window as WindowLike,
  });
}
