import {
  type Language,
  mediaSrcSet,
  mediaUrl,
  sharedApi,
  sharedKeys,
} from '@shop/shared-contracts';
import { currentRenderHead } from '@shop/shared-contracts/bus';
import { useMessages } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { productMessages } from '../../messages/product-messages';

/** Catalogue §9: the product page shows the first four image banners, 758 × 447. */
const BANNER_COUNT = 4;
const BANNER_WIDTH = 758;
const BANNER_HEIGHT = 447;

/**
 * The shop's first image banners at the foot of a product page (catalogue §2). Read in the
 * browser only (below the fold); a failure is logged only (#4128, catalogue §8).
 */
export function ProductBanners({ language }: { readonly language: Language }) {
  const { t } = useMessages(productMessages);
  const banners = useQuery({
    queryKey: sharedKeys.banners(language),
    queryFn: ({ signal }) => sharedApi.banners(language, signal),
    enabled: currentRenderHead() === null,
    staleTime: 5 * 60 * 1000,
  });
  if (banners.error) console.error('Banners failed to load (#4128)', banners.error);
  const shown = (banners.data?.imageBanners ?? [])
    .filter((banner) => banner.image)
    .slice(0, BANNER_COUNT);
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('banners.label')} data-testid="product-banners">
      <ul className="prd-banners">
        {shown.map((banner) => {
          const href = banner.url.split('\n')[0]?.trim() || undefined;
          const picture = (
            <img
              src={mediaUrl(banner.image, BANNER_WIDTH, BANNER_HEIGHT)}
              srcSet={mediaSrcSet(banner.image, BANNER_WIDTH / 2, BANNER_HEIGHT / 2)}
              sizes="(max-width: 599px) 100vw, 380px"
              alt={banner.title || banner.heading}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading="lazy"
            />
          );
          return <li key={banner.id}>{href ? <a href={href}>{picture}</a> : picture}</li>;
        })}
      </ul>
    </section>
  );
}
