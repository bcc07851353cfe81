import {
  type Language,
  type PageProps,
  type ProductModel,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useLocation, useNavigate, useSearchParams } from '@shop/shared-contracts/router';
import { lazy, Suspense, useEffect } from 'react';
import { useProductModel } from '../features/product-page/api';
import { loadFailureOf, NO_PRODUCT } from '../features/product-page/load-failure';
import {
  canonicalLocation,
  giftCampaignOf,
  parentCategoryPath,
  productSlugOf,
} from '../features/product-page/product-location';
import { ProductNotFound } from '../features/product-page/product-not-found';
import { ProductView } from '../features/product-page/product-view';
import { useProductViewed } from '../features/product-page/use-product-viewed';
import '../features/product.css';
import '../features/product-page/product-page.css';

// Only a model with bundle offers shows them: their code loads with such a page (issue 9).
const BundleOffers = lazy(() =>
  import('../features/bundles/bundle-offers').then((module) => ({
    default: module.BundleOffers,
  })),
);

// Only a gift card's page buys by amount: its form loads with such a page (issue 9).
const GiftCardForm = lazy(() =>
  import('../features/gift-cards/gift-card-form').then((module) => ({
    default: module.GiftCardForm,
  })),
);

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
  const giftCampaign = giftCampaignOf(routeId, params);
  const query = {
    taxAreaId: market?.taxAreaId ?? 1,
    lang: language,
    preview: search.has('preview') ? true : undefined,
    giftcampaign: giftCampaign,
  };
  const product = useProductModel(slug, query, auth?.user.id ?? null);
  const model = product.data;
  useProductViewed(model, language);

  // Catalogue §2: a product reached by a stale path moves to its canonical one.
  useEffect(() => {
    if (!model) return;
    const current = { path: splitLanguagePrefix(location.pathname).path, search: location.search };
    const target = canonicalLocation(routeId, current, model.path, language);
    if (target) navigate(target, { replace: true });
  }, [model, routeId, language, location.pathname, location.search, navigate]);

  if (slug === null || product.status === 'error') {
    return (
      <ProductNotFound
        failure={slug === null ? NO_PRODUCT : loadFailureOf(product.error)}
        categoryPath={parentCategoryPath(routeId, params)}
        language={language}
      />
    );
  }
  if (product.status === 'pending') {
    return <div data-boundary="mf-product" aria-busy="true" className="prd-page" />;
  }
  return (
    <ProductView
      key={product.data.id}
      model={product.data}
      language={language}
      giftCampaign={giftCampaign}
      // A campaign's gift is redeemed alone: no bundles on gift-campaign pages.
      // No boundary of their own: the page hydrates with its bundles, so they answer at once.
      bundles={
        giftCampaign || !product.data.bundleOffers?.length ? undefined : (
          <BundleOffers model={product.data} language={language} />
        )
      }
      buyArea={
        product.data.isGiftCard ? (
          <GiftCardBuyArea model={product.data} language={language} />
        ) : undefined
      }
    />
  );
}

/** A gift card's page buys its one variant by amount (catalogue §5). */
function GiftCardBuyArea({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const variant = model.variants[0];
  if (!variant) return null;
  const card = {
    modelId: model.id,
    variantId: variant.variantId,
    name: model.name,
    image: model.images[0]?.url ?? null,
  };
  return (
    <Suspense fallback={null}>
      <GiftCardForm
        card={card}
        unitPrice={model.prices.active}
        needsRecipient={model.needsRecipient ?? false}
        language={language}
      />
    </Suspense>
  );
}
