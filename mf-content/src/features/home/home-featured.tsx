import { type Language, type ProductListPageRequest, pathOf, ROUTES } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { pagesMessages } from '../../messages/messages';
import { useCampaign, useFeaturedProducts } from './api';
import { FeaturedProducts } from './featured-products';

/** How many cards each featured row shows: two rows of four on a wide screen. */
export const FEATURED_CARDS = 8;
/**
 * The campaign the front page features: the seasonal sale of the seed, open to every shopper
 * (club offers show their prices only to members). A campaign that is gone hides its row.
 */
export const FEATURED_CAMPAIGN = 'winter-sale';

/** The first cards of a list, priced in the market's tax area. */
function useListTeaser(
  list: Omit<ProductListPageRequest['list'], 'language' | 'taxAreaId'>,
  language: Language,
) {
  const taxAreaId = useBusState('market:changed')?.taxAreaId ?? 1;
  return useFeaturedProducts({
    list: { ...list, language, taxAreaId },
    offset: 0,
    limit: FEATURED_CARDS,
  });
}

/**
 * The front page's featured products: the newest products and the featured campaign's, each
 * leading to its whole list. A row whose read fails is left out (the read is logged).
 */
export function HomeFeatured({ language }: { readonly language: Language }) {
  const { t } = useMessages(pagesMessages);
  const newest = useListTeaser({ source: 'Newest' }, language);
  const campaignProducts = useListTeaser({ source: 'Campaign', slug: FEATURED_CAMPAIGN }, language);
  const campaign = useCampaign(FEATURED_CAMPAIGN, language);
  return (
    <>
      {newest.data && (
        <FeaturedProducts
          id="home-newest"
          title={t('home.newest')}
          cards={newest.data.cards}
          moreHref={pathOf(ROUTES.newest, language)}
          moreText={t('home.allNewest')}
          language={language}
        />
      )}
      {campaignProducts.data && campaign.data && (
        <FeaturedProducts
          id="home-campaign"
          title={campaign.data.name}
          cards={campaignProducts.data.cards}
          moreHref={pathOf(ROUTES.campaign, language, { campaignSlug: FEATURED_CAMPAIGN })}
          moreText={t('home.allCampaign')}
          language={language}
        />
      )}
    </>
  );
}
