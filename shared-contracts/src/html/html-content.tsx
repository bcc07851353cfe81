import { currentHtmlEnvironment } from '@shop/shared-contracts/bus';
import { useNavigate } from '@shop/shared-contracts/router';
import type { WindowLike } from 'dompurify';
import { type MouseEvent, useEffect, useId, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from '#html/sanitizer-loader';
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
 * renders it with this component (docs/decisions/0009-one-sanitiser.md). A server-rendered
 * block is adopted as the server sanitised it when the page hydrates; the browser loads the
 * sanitiser only for HTML it renders itself, and shows nothing of it until then.
 */
export function HtmlContent({ html, className, as = 'div' }: HtmlContentProps) {
  const navigate = useNavigate();
  const id = useId();
  // Hydrating: the server sanitised this HTML with the same rules; its markup is adopted.
  const [serverMarkup] = useState(() => hydratedMarkup(id));
  const [hydratedHtml] = useState(html);
  const adopted = serverMarkup !== null && html === hydratedHtml ? serverMarkup : null;
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (adopted !== null || sanitize) return;
    let current = true;
    loadSanitizer().then(
      (loaded) => current && setSanitize(() => loaded),
      (error: unknown) => console.error('The HTML sanitiser did not load', error),
    );
    return () => {
      current = false;
    };
  }, [adopted, sanitize]);
  const safe = useMemo(
    () => adopted ?? (sanitize ? sanitizeInPage(sanitize, html) : ''),
    [adopted, sanitize, html],
  );
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
      data-shop-html={id}
      className={className ? `shop-html ${className}` : 'shop-html'}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/**
 * The markup the server rendered for this block, while the page is being hydrated: `useId` gives
 * the block the same id on the server and in the hydrating browser, and never a server id to a
 * block the browser renders itself. Null on the server and in client renders.
 */
function hydratedMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll('[data-shop-html]')) {
    if (element.getAttribute('data-shop-html') === id) return element.innerHTML;
  }
  return null;
}

/**
 * Sanitises with the page's HTML environment: the browser's window, or the server renderer's.
 * Without one nothing unsanitised is ever rendered: the content is left out.
 */
function sanitizeInPage(sanitize: Sanitize, html: string): string {
  const environment = currentHtmlEnvironment();
  if (!environment) return '';
  return sanitize(html, {
    shopHost: environment.shopHost,
    window: environment.window as WindowLike,
  });
}
