import {
  formatPrice,
  type Language,
  localisePath,
  type ProductCard as ProductCardData,
} from '@shop/shared-contracts';
import { QueryView, useApiQuery, useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';

/**
 * `/experiences/products/`: products of the brands in setting experience_manufacturer_list, the
 * partners who run our experiences, priced for the shopper's market.
 */
export function ExperienceProducts({ language }: { language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const market = useBusState('market:changed');
  const taxAreaId = market?.taxAreaId ?? 1;
  const products = useApiQuery(`experience-products|${language}|${taxAreaId}`, (signal) =>
    api.experienceProducts(language, taxAreaId, signal),
  );
  usePageViewed(t('experiences.productsTitle'), 'category');
  return (
    <>
      <h1>{t('experiences.productsTitle')}</h1>
      <QueryView state={products}>
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
                {data.products.map((product) => (
                  <ProductCard key={product.id} product={product} language={language} />
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </>
  );
}

function ProductCard({ product, language }: { product: ProductCardData; language: Language }) {
  const market = useBusState('market:changed');
  const { price } = product;
  const priceMarket = market && { ...market, language };
  return (
    <li className="cnt-card" data-testid="experience-product">
      <img src={product.image} alt="" width={320} height={320} loading="lazy" />
      <p className="cnt-muted">{product.manufacturer}</p>
      <h2>
        <Link to={localisePath(product.path, language)}>{product.name}</Link>
      </h2>
      {priceMarket && (
        <p className="cnt-price">
          <strong>{formatPrice(price.active, priceMarket)}</strong>
          {price.reference !== null && <s>{formatPrice(price.reference, priceMarket)}</s>}
        </p>
      )}
    </li>
  );
}
