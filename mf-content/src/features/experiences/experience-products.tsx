import { type Language, localisePath } from '@shop/shared-contracts';
import {
  ExposedComponent,
  QueryView,
  useBusState,
  useMessages,
  usePageViewed,
} from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { experiencesMessages } from '../../messages/messages';
import { useExperienceProducts } from './api';

/**
 * `/experiences/products/`: products of the brands in setting experience_manufacturer_list, the
 * partners who run our experiences, priced for the shopper's market, each shown with the
 * catalogue's own product card.
 */
export function ExperienceProducts({ language }: { language: Language }) {
  const { t } = useMessages(experiencesMessages);
  const taxAreaId = useBusState('market:changed')?.taxAreaId ?? 1;
  const products = useExperienceProducts(language, taxAreaId);
  usePageViewed(t('experiences.productsTitle'), 'category');
  return (
    <>
      <h1>{t('experiences.productsTitle')}</h1>
      <QueryView query={products}>
        {(data) =>
          data.products.length === 0 ? (
            <p>{t('experiences.noProducts')}</p>
          ) : (
            <>
              <p>
                {t('experiences.productsIntro', {
                  brands: data.manufacturers.map((brand) => brand.name).join(', '),
                })}
              </p>
              <ul className="cnt-card-grid" data-testid="experience-products">
                {data.products.map((card) => (
                  <li key={card.id} data-testid="experience-product">
                    <ExposedComponent
                      remote="mf-catalog"
                      module="./ProductCard"
                      props={{ card, language }}
                      // While the catalogue's card loads, or if its remote is down, the product
                      // is still a link.
                      fallback={<Link to={localisePath(card.path, language)}>{card.name}</Link>}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </>
  );
}
