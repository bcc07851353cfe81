import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useGiftCards } from '../features/gift-cards/api';
import { GiftCardList } from '../features/gift-cards/gift-card-list';
import { productMessages } from '../messages/product-messages';
import '../features/product.css';
import '../features/gift-cards/gift-cards.css';

/** `/service-products/giftcards/`: the gift cards with their amount (catalogue §5). */
export default function GiftCardsPage({ language }: PageProps) {
  const { t } = useMessages(productMessages);
  const market = useBusState('market:changed');
  const cards = useGiftCards({ taxAreaId: market?.taxAreaId ?? 1, lang: language });
  usePageViewed(t('gift.title'), 'other');
  return (
    <div data-boundary="mf-product" data-testid="gift-cards-page">
      <h1>{t('gift.title')}</h1>
      <p>{t('gift.intro')}</p>
      <QueryView query={cards}>
        {({ giftCards }) => <GiftCardList cards={giftCards} language={language} />}
      </QueryView>
    </div>
  );
}
