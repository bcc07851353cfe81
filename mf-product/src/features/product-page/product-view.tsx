import { type Language, localisePath, type ProductModel } from '@shop/shared-contracts';
import { NearViewport, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { lazy, type ReactNode, Suspense } from 'react';
import { productMessages } from '../../messages/product-messages';
import { Breadcrumb } from './breadcrumb';
import { BuyBox } from './buy-box';
import { Gallery } from './gallery';
import { ProductStructuredData } from './product-structured-data';
import { ProductTabs } from './product-tabs';
import { StarRating } from './star-rating';
import { useVariantSelection } from './use-variant-selection';

// Below the fold and only in the browser: their code loads as they come near (issue 9).
const RelatedSections = lazy(() =>
  import('../related/related-sections').then((module) => ({ default: module.RelatedSections })),
);
const ProductBanners = lazy(() =>
  import('../related/product-banners').then((module) => ({ default: module.ProductBanners })),
);

/** Catalogue §2: no brand above the name for bundles, the repair category and brand '-'. */
function showsBrand(model: ProductModel): boolean {
  if (model.isBundle || model.manufacturer.name.trim() === '-') return false;
  return !model.breadcrumb.some((group) =>
    group.path.split('/').some((slug) => slug.includes('repair')),
  );
}

/**
 * A loaded product page: breadcrumb, name, stars, gallery, buy box and details. `buyArea`
 * replaces the variant buy box (gift cards choose an amount instead); `giftCampaign` turns the
 * buy box's add to cart into the campaign's code redeem; `bundles` follows the details.
 */
export function ProductView({
  model,
  language,
  buyArea,
  giftCampaign,
  bundles,
}: {
  readonly model: ProductModel;
  readonly language: Language;
  readonly buyArea?: ReactNode;
  readonly giftCampaign?: string;
  readonly bundles?: ReactNode;
}) {
  const { t } = useMessages(productMessages);
  const { selection, choose } = useVariantSelection(model);
  const colour = model.colors.find((candidate) => candidate.slug === selection.color);
  const images = [...(colour?.images ?? []), ...model.images];
  return (
    <article
      className="prd-page"
      data-boundary="mf-product"
      data-testid="product-page"
      data-product-id={model.id}
    >
      <ProductStructuredData model={model} language={language} />
      <Breadcrumb groups={model.breadcrumb} language={language} />
      <header className="prd-header">
        {showsBrand(model) ? (
          <p className="prd-brand" data-testid="product-brand">
            {model.manufacturer.name}
          </p>
        ) : null}
        <h1 data-testid="product-name">{model.name}</h1>
        {model.isSecondHand ? (
          <p className="prd-badge">
            {t('page.secondHand')}
            {model.secondHandParent ? (
              <>
                {' '}
                <Link
                  to={localisePath(model.secondHandParent.path, language)}
                  data-testid="second-hand-parent"
                >
                  {t('page.newProduct', { name: model.secondHandParent.name })}
                </Link>
              </>
            ) : null}
          </p>
        ) : (
          <StarRating average={model.rating.average} count={model.rating.count} />
        )}
      </header>
      {/* Only staff get a hidden product from the api (catalogue §2). */}
      {model.isPublic ? null : (
        <p className="prd-notice" data-testid="product-hidden-notice">
          {t('page.notVisible')}
        </p>
      )}
      {model.modelNotice ? <p className="prd-notice">{model.modelNotice}</p> : null}
      <div className="prd-layout">
        <Gallery images={images} name={model.name} />
        {buyArea ?? (
          <BuyBox
            model={model}
            language={language}
            selection={selection}
            onChange={choose}
            giftCampaign={giftCampaign}
          />
        )}
      </div>
      {model.shortDescription ? <p className="prd-lead">{model.shortDescription}</p> : null}
      <ProductTabs model={model} language={language} selection={selection} />
      {bundles}
      {/* Below the fold, with mf-catalog's cards: their code and data load as they come near. */}
      <NearViewport minHeight="24rem">
        <Suspense fallback={<div style={{ minHeight: '24rem' }} />}>
          {buyArea ? null : <RelatedSections model={model} language={language} />}
          <ProductBanners language={language} />
        </Suspense>
      </NearViewport>
    </article>
  );
}
