import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { GiftCategoryView } from '../features/gift-campaign/gift-category-view';
import { api } from '../lib/api';
import { CONTENT_NAMESPACE } from '../lib/messages';
import { isNotFound } from '../lib/not-found-error';
import { NotFoundMessage } from '../lib/not-found-message';
import '../features/content.css';

/** `/giftcampaigns/{category}/`: a gift category; an unknown one reads 'Campaign not found'. */
export default function GiftCampaignCategoryPage({ params, language }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const slug = params.category ?? '';
  const category = useApiQuery(`gift-category|${slug}|${language}`, (signal) =>
    api.giftCampaignCategory(slug, language, signal),
  );
  const notFound = isNotFound(category);
  usePageViewed(
    category.status === 'success' ? category.data.name : notFound ? t('gift.notFound') : undefined,
    'campaign',
  );
  if (notFound) return <NotFoundMessage message={t('gift.notFound')} />;
  return (
    <div data-boundary="mf-content" data-testid="gift-category-page">
      <QueryView state={category}>
        {(data) => <GiftCategoryView category={data} language={language} />}
      </QueryView>
    </div>
  );
}
