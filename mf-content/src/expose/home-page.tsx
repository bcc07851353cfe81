import type { PageProps } from '@shop/shared-contracts';
import {
  QueryView,
  useBusState,
  useMessages,
  usePageDescription,
  usePageViewed,
} from '@shop/shared-contracts/react';
import { useProductGroups } from '../features/home/api';
import { pagesMessages } from '../messages/messages';
import '../features/content.css';

/** `/`: the front page with the top-level product groups shown in the menu. */
export default function HomePage({ language }: PageProps) {
  const { t } = useMessages(pagesMessages);
  const groups = useProductGroups(language);
  usePageViewed(t('home.title'), 'front-page');
  // Platform §3: the front page's meta description is a general setting.
  usePageDescription(useBusState('settings:changed')?.settings.frontpageMetaDescription);
  return (
    <div data-boundary="mf-content">
      <section className="cnt-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <h2>{t('home.categories')}</h2>
      <QueryView query={groups}>
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
