import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageDescription, usePageViewed } from '@shop/shared-contracts/react';
import { useManufacturer } from '../features/brand/api';
import { PromoCarousel } from '../features/brand/promo-carousel';
import { brandBreadcrumbs } from '../features/breadcrumbs/breadcrumb-items';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { CatalogNotFound } from '../features/page-state/catalog-not-found';
import { DESCRIPTION_LIMIT } from '../features/product-group/trim-description';
import { TrimmedDescription } from '../features/product-group/trimmed-description';
import { ProductList } from '../features/product-list/product-list';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** A brand's page, `/{manufacturerSlug}/` (catalogue §2). */
export default function ManufacturerPage({ params, language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const slug = (params['*'] ?? '').replace(/\//g, '').toLowerCase();
  const brand = useManufacturer(slug, language);
  const data = brand.data;
  usePageViewed(data?.title, 'category');
  usePageDescription(data?.metaDescription || data?.description);
  if (slug && brand.isPending) return <div data-boundary="mf-catalog" aria-busy="true" />;
  // Catalogue §8: a failed brand load is a 404.
  if (!data) return <CatalogNotFound message={t('brand.notFound')} language={language} />;
  return (
    <div data-boundary="mf-catalog" data-testid="manufacturer-page">
      <Breadcrumbs items={brandBreadcrumbs(data, t('brands.title'), language)} />
      <PromoCarousel images={data.promoImages} alt={data.title} />
      <h1 className="cat-brand-heading">
        {data.logo ? (
          <img src={data.logo} alt={data.name} width={70} height={35} className="cat-brand-logo" />
        ) : (
          data.name
        )}
      </h1>
      {data.title && data.title !== data.name ? <p className="cat-lead">{data.title}</p> : null}
      <TrimmedDescription
        text={data.description}
        title={data.title || data.name}
        desktopLimit={DESCRIPTION_LIMIT.brandDesktop}
      />
      <ProductList request={{ source: 'Manufacturer', slug: data.slug }} language={language} />
    </div>
  );
}
