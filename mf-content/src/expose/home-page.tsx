import type { PageProps } from '@shop/shared-contracts';
import {
  NearViewport,
  QueryView,
  useBusState,
  useMessages,
  usePageDescription,
  usePageViewed,
} from '@shop/shared-contracts/react';
import { useBanners, useProductGroups } from '../features/home/api';
import { CategoryTiles } from '../features/home/category-tiles';
import { HomeBanners } from '../features/home/home-banners';
import { HomeFeatured } from '../features/home/home-featured';
import { pagesMessages } from '../messages/messages';
import '../features/content.css';

/**
 * `/`: the front page: the image banners, the top-level product groups shown in the menu as
 * tiles leading to their pages, and the newest and campaign products. Every read goes through
 * the query cache, so the server's render hands its data to the browser.
 */
export default function HomePage({ language }: PageProps) {
  const { t } = useMessages(pagesMessages);
  const groups = useProductGroups(language);
  const banners = useBanners(language);
  usePageViewed(t('home.title'), 'front-page');
  // Platform §3: the front page's meta description is a general setting.
  usePageDescription(useBusState('settings:changed')?.settings.frontpageMetaDescription);
  return (
    <div data-boundary="mf-content">
      <section className="cnt-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      {/* Platform §8: a banner failure is only logged; the page goes on without them. */}
      {banners.data && <HomeBanners banners={banners.data.imageBanners} language={language} />}
      <h2>{t('home.categories')}</h2>
      <QueryView query={groups}>
        {({ productGroups }) => <CategoryTiles groups={productGroups} language={language} />}
      </QueryView>
      {/*
        Below the fold, with mf-catalog's cards: loaded in the browser as it comes near the
        screen, so the first load carries neither the cards' code nor their data.
      */}
      <NearViewport minHeight="40rem" testId="home-featured-pending">
        <HomeFeatured language={language} />
      </NearViewport>
    </div>
  );
}
