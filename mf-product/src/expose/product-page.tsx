import {
  ApiError,
  type PageProps,
  type ProductModel,
  RECIPIENT_GIFT_CARD_ID,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import { useApiQuery, useBusState } from '@shop/shared-contracts/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GiftCardForm } from '../features/gift-cards/gift-card-form';
import {
  canonicalLocation,
  giftCampaignOf,
  parentCategoryPath,
  productSlugOf,
} from '../features/product-page/product-location';
import { ProductNotFound } from '../features/product-page/product-not-found';
import { ProductView } from '../features/product-page/product-view';
import { useProductViewed } from '../features/product-page/use-product-viewed';
import { api } from '../lib/api';
import '../features/product.css';
import '../features/product-page/product-page.css';

/** The api's message for a hidden product asked for by someone who is not staff. */
const NOT_PUBLIC = 'Product is not public';

/**
 * Product pages (catalogue §2): `/{brand}/{groups...}/{product}/`, the same under `/old/`,
 * gift-campaign products, and the legacy `?slug=` routes. The product slug is the last segment.
 */
export default function ProductPage({ routeId, params, language }: PageProps) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const market = useBusState('market:changed');
  const auth = useBusState('auth:changed');
  const slug = productSlugOf(routeId, params, search);
  const giftcampaign = giftCampaignOf(routeId, params);
  const taxAreaId = market?.taxAreaId ?? 1;
  const preview = search.has('preview') ? true : undefined;
  // The viewer is part of the key: logging in as staff may reveal a hidden product.
  const key = `product|${slug}|${taxAreaId}|${language}|${giftcampaign}|${preview}|${auth?.user.id}`;
  const state = useApiQuery<ProductModel>(key, (signal) =>
    slug
      ? api.productModel(slug, { taxAreaId, lang: language, preview, giftcampaign }, signal)
      : Promise.reject(new ApiError(404, 'Product not found')),
  );
  const model = state.status === 'success' ? state.data : undefined;
  useProductViewed(model);

  // Catalogue §2: a product reached by a stale path moves to its canonical one.
  useEffect(() => {
    if (!model) return;
    const current = { path: splitLanguagePrefix(location.pathname).path, search: location.search };
    const target = canonicalLocation(routeId, current, model.path, language);
    if (target) navigate(target, { replace: true });
  }, [model, routeId, language, location.pathname, location.search, navigate]);

  if (state.status === 'loading') {
    return <div data-boundary="mf-product" aria-busy="true" className="prd-page" />;
  }
  if (state.status === 'error') {
    const isHidden = state.error instanceof ApiError && state.error.message === NOT_PUBLIC;
    return (
      <ProductNotFound
        isHidden={isHidden}
        categoryPath={parentCategoryPath(routeId, params)}
        language={language}
      />
    );
  }
  const product = state.data;
  return (
    <ProductView
      key={product.id}
      model={product}
      language={language}
      buyArea={
        product.isGiftCard ? (
          <GiftCardForm
            cardId={product.id}
            unitPrice={product.prices.active}
            needsRecipient={product.id === RECIPIENT_GIFT_CARD_ID}
            language={language}
          />
        ) : undefined
      }
    />
  );
}
