import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { GiftCardList } from '../features/gift-cards/gift-card-list';
import { api } from '../lib/api';
import { PRODUCT_NAMESPACE } from '../lib/messages';
import '../features/product.css';
import '../features/gift-cards/gift-cards.css';

/** `/service-products/giftcards/`: the gift cards with their amount (catalogue §5). */
export default function GiftCardsPage({ language }: PageProps) {
  const { t } = useTranslation(PRODUCT_NAMESPACE);
  const market = useBusState('market:changed');
  const taxAreaId = market?.taxAreaId ?? 1;
  const cards = useApiQuery(`gift-cards|${taxAreaId}|${language}`, (signal) =>
    api.giftCards({ taxAreaId, lang: language }, signal),
  );
  usePageViewed(t('gift.title'), 'other');
  return (
    <div data-boundary="mf-product" data-testid="gift-cards-page">
      <h1>{t('gift.title')}</h1>
      <p>{t('gift.intro')}</p>
      <QueryView state={cards}>
        {({ giftCards }) => <GiftCardList cards={giftCards} language={language} />}
      </QueryView>
    </div>
  );
}
