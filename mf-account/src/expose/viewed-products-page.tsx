import { type PageProps, routeHref } from '@shop/shared-contracts';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toViewedProductLinks } from '../features/history/viewed-products';
import { cardImageUrl } from '../lib/card-image';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import '../features/account.css';

/** `/history/`: the products this browser viewed, newest first (platform §3, §9). */
export default function ViewedProductsPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const viewed = useBusState('viewed-products:changed') ?? [];
  usePageViewed(t('history.title'), 'other');
  const links = toViewedProductLinks(viewed, language);
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('history.title')}</h1>
      {links.length === 0 ? (
        <p data-testid="history-empty">
          {t('history.empty')}{' '}
          <Link to={routeHref('catalog', language)}>{t('history.browse')}</Link>
        </p>
      ) : (
        <ul className="acc-cards" data-testid="history-list">
          {links.map((link) => (
            <li key={link.href} className="acc-card" data-testid="history-item">
              <Link to={link.href}>
                {link.imageUrl ? (
                  <img
                    src={cardImageUrl(link.imageUrl)}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                  />
                ) : null}
                <span className="acc-card-name">{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
