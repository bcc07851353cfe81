import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { CONTENT_NAMESPACE } from '../lib/messages';
import '../features/content.css';

/** `/`: the front page with the top-level product groups shown in the menu. */
export default function HomePage({ language }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const groups = useApiQuery(`product-groups|${language}`, (signal) =>
    api.productGroups(language, signal),
  );
  usePageViewed(t('home.title'), 'front-page');
  return (
    <div data-boundary="mf-content">
      <section className="cnt-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <h2>{t('home.categories')}</h2>
      <QueryView state={groups}>
        {({ productGroups }) => (
          <ul className="cnt-categories">
            {productGroups
              .filter((group) => group.showInMenu)
              .map((group) => (
                <li key={group.id} data-testid="home-category">
                  {group.name}
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
