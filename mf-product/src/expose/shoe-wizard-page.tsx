import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useFootwearGroup } from '../features/shoe-wizard/api';
import { ShoeWizardView } from '../features/shoe-wizard/shoe-wizard-view';
import { productMessages } from '../messages/product-messages';
import '../features/product.css';
import '../features/shoe-wizard/shoe-wizard.css';

/**
 * `/shoe-wizard/{use...}/?gender=&size=&fit=`: asks what the shoes are for, whom for, the size
 * and the fit, then shows the real shoes that match.
 */
export default function ShoeWizardPage({ params, language }: PageProps) {
  const { t } = useMessages(productMessages);
  const footwear = useFootwearGroup(language);
  usePageViewed(t('shoe.title'), 'other');
  return (
    <div data-boundary="mf-product" data-testid="shoe-wizard-page">
      <h1>{t('shoe.title')}</h1>
      <p>{t('shoe.intro')}</p>
      <QueryView query={footwear}>
        {(group) =>
          group ? (
            <ShoeWizardView footwear={group} stepPath={params['*'] ?? ''} language={language} />
          ) : (
            <p role="alert">{t('shoe.unavailable')}</p>
          )
        }
      </QueryView>
    </div>
  );
}
