import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { findFootwearGroup } from '../features/shoe-wizard/shoe-steps';
import { ShoeWizardView } from '../features/shoe-wizard/shoe-wizard-view';
import { api } from '../lib/api';
import { PRODUCT_NAMESPACE } from '../lib/messages';
import '../features/product.css';

/** `/shoe-wizard/{answers...}/`: narrows the footwear groups down to one group page. */
export default function ShoeWizardPage({ params, language }: PageProps) {
  const { t } = useTranslation(PRODUCT_NAMESPACE);
  const groups = useApiQuery(`product-groups|${language}`, (signal) =>
    api.productGroups(language, signal),
  );
  usePageViewed(t('shoe.title'), 'other');
  return (
    <div data-boundary="mf-product" data-testid="shoe-wizard-page">
      <h1>{t('shoe.title')}</h1>
      <p>{t('shoe.intro')}</p>
      <QueryView state={groups}>
        {({ productGroups }) => {
          const footwear = findFootwearGroup(productGroups);
          return footwear ? (
            <ShoeWizardView footwear={footwear} stepPath={params['*'] ?? ''} language={language} />
          ) : (
            <p role="alert">{t('shoe.unavailable')}</p>
          );
        }}
      </QueryView>
    </div>
  );
}
