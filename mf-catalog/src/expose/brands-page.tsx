import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useBrands } from '../features/brands/api';
import { BrandIndex } from '../features/brands/brand-index';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** `/manufacturers/`: every brand of the shop, A–Z. */
export default function BrandsPage({ language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const brands = useBrands(language);
  usePageViewed(t('brands.title'), 'other');
  return (
    <div data-boundary="mf-catalog">
      <h1>{t('brands.title')}</h1>
      <QueryView query={brands}>
        {(manufacturers) => (
          <>
            <p className="cat-muted">{t('brands.count', { count: manufacturers.length })}</p>
            <BrandIndex brands={manufacturers} locale={language} />
          </>
        )}
      </QueryView>
    </div>
  );
}
