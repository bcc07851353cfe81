import { type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { ViewedProductsList } from '../features/history/viewed-products-list';
import { accountMessages } from '../lib/messages';
import '../features/account.css';

/** `/history/`: the products this browser viewed, newest first (platform §3, §9). */
export default function ViewedProductsPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const viewed = useBusState('viewed-products:changed') ?? [];
  usePageViewed(t('history.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('history.title')}</h1>
      {viewed.length === 0 ? (
        <p data-testid="history-empty">
          {t('history.empty')}{' '}
          <Link to={pathOf(ROUTES.catalog, language)}>{t('history.browse')}</Link>
        </p>
      ) : (
        <ViewedProductsList viewed={viewed} language={language} />
      )}
    </div>
  );
}
