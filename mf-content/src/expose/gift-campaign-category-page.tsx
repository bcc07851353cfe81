import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useGiftCampaignCategory } from '../features/gift-campaign/api';
import { GiftCategoryView } from '../features/gift-campaign/gift-category-view';
import { isNotFound } from '../lib/not-found-error';
import { NotFoundMessage } from '../lib/not-found-message';
import { giftMessages } from '../messages/messages';
import '../features/content.css';

/** `/giftcampaigns/{category}/`: a gift category; an unknown one reads 'Campaign not found'. */
export default function GiftCampaignCategoryPage({ params, language }: PageProps) {
  const { t } = useMessages(giftMessages);
  const category = useGiftCampaignCategory(params.category ?? '', language);
  const notFound = isNotFound(category.error);
  usePageViewed(category.data?.name ?? (notFound ? t('gift.notFound') : undefined), 'campaign');
  if (notFound) return <NotFoundMessage message={t('gift.notFound')} />;
  return (
    <div data-boundary="mf-content" data-testid="gift-category-page">
      <QueryView query={category}>
        {(data) => <GiftCategoryView category={data} language={language} />}
      </QueryView>
    </div>
  );
}
