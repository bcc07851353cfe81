import type { Language, PageProps } from '@shop/shared-contracts';
import { QueryView, useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link, useLocation } from '@shop/shared-contracts/router';
import { WishlistList } from '../features/wishlist/wishlist-list';
import { accountMessages } from '../lib/messages';
import { loginHref } from '../lib/return-path';
import { useModelCards } from '../lib/use-model-cards';
import '../features/account.css';

/** `/wishlist/`: the logged-in customer's saved models; guests are asked to log in. */
export default function WishlistPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const auth = useBusState('auth:changed');
  const { pathname } = useLocation();
  usePageViewed(t('wishlist.title'), 'other');
  const isLoading = auth === undefined || auth.isLoading;
  return (
    <div data-boundary="mf-account" className="acc-page" aria-busy={isLoading}>
      <h1>{t('wishlist.title')}</h1>
      {isLoading ? null : auth.user.isAuthenticated ? (
        <Wishlist ids={auth.user.wishlistModelIds} language={language} />
      ) : (
        <p data-testid="wishlist-login-first">
          {t('loginFirst')} <Link to={loginHref(language, pathname)}>{t('loginLink')}</Link>
        </p>
      )}
    </div>
  );
}

function Wishlist({
  ids,
  language,
}: {
  readonly ids: readonly number[];
  readonly language: Language;
}) {
  const cards = useModelCards(ids, language);
  if (ids.length === 0) return <WishlistList cards={[]} language={language} />;
  return (
    <QueryView query={cards}>
      {/* Cards of the previous list stay while a changed one loads: show only those still on. */}
      {(list) => (
        <WishlistList cards={list.filter((card) => ids.includes(card.id))} language={language} />
      )}
    </QueryView>
  );
}
