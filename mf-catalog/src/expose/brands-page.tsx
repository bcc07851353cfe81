import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { BrandIndex } from '../features/brands/brand-index';
import { api } from '../lib/api';
import { CATALOG_NAMESPACE } from '../lib/messages';
import '../features/catalog.css';

/** `/manufacturers/`: every brand of the shop, A–Z. */
export default function BrandsPage({ language }: PageProps) {
  const { t } = useTranslation(CATALOG_NAMESPACE);
  const resources = useApiQuery(`resources|${language}`, (signal) =>
    api.resources(language, signal),
  );
  usePageViewed(t('brands.title'), 'other');
  return (
    <div data-boundary="mf-catalog">
      <h1>{t('brands.title')}</h1>
      <QueryView state={resources}>
        {({ manufacturers }) => (
          <>
            <p className="cat-muted">{t('brands.count', { count: manufacturers.length })}</p>
            <BrandIndex brands={manufacturers} locale={language} />
          </>
        )}
      </QueryView>
    </div>
  );
}
