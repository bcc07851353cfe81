import { formatPrice, type Language } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { localiseEuroPrices } from '../../lib/market-prices';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { useStaticPage } from './api';
import { CopyLinkButton } from './copy-link-button';

/**
 * A static page by slug (platform §2 Static content page): its title (the shell adds the shop
 * name), sanitised HTML, and a scroll to the element the hash names.
 */
export function StaticPageView({ slug, language }: { slug: string; language: Language }) {
  const page = useStaticPage(slug, language);
  const market = useBusState('market:changed');
  usePageViewed(page.data?.title, 'dynamic-page');
  useHashScroll();
  // Platform §8: a failed static page fetch is logged (by useStaticPage) and leaves the page empty.
  if (page.status !== 'success') {
    return <div data-boundary="mf-content" aria-busy={page.status === 'pending'} />;
  }
  return (
    <article data-boundary="mf-content" data-testid="static-page">
      <h1>{page.data.title}</h1>
      <CopyLinkButton />
      {/* Prices the text names in euros, in the shopper's market (the server knows it too). */}
      <HtmlContent
        html={
          market
            ? localiseEuroPrices(page.data.content, market.currencyCode, (cents) =>
                formatPrice(cents, { ...market, language }),
              )
            : page.data.content
        }
      />
    </article>
  );
}
