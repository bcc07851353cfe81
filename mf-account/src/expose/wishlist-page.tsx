import type { Language, PageProps, User } from '@shop/shared-contracts';
import { QueryView, useApiQuery, useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { WishlistList } from '../features/wishlist/wishlist-list';
import { api } from '../lib/api';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import { loginHref } from '../lib/return-path';
import '../features/account.css';

/** `/wishlist/`: the logged-in customer's saved models; guests are asked to log in. */
export default function WishlistPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useBusState('auth:changed');
  const { pathname } = useLocation();
  usePageViewed(t('wishlist.title'), 'other');
  const isLoading = auth === undefined || auth.isLoading;
  return (
    <div data-boundary="mf-account" className="acc-page" aria-busy={isLoading}>
      <h1>{t('wishlist.title')}</h1>
      {isLoading ? null : auth.user.isAuthenticated ? (
        <Wishlist user={auth.user} language={language} />
      ) : (
        <p data-testid="wishlist-login-first">
          {t('loginFirst')} <Link to={loginHref(language, pathname)}>{t('loginLink')}</Link>
        </p>
      )}
    </div>
  );
}

function Wishlist({ user, language }: { readonly user: User; readonly language: Language }) {
  // The ids are in the key: toggling a heart elsewhere reloads the list.
  const key = `wishlist|${user.id}|${language}|${user.wishlistModelIds.join(',')}`;
  const models = useApiQuery(key, (signal) => api.wishlistModels(language, signal));
  return (
    <QueryView state={models}>
      {(data) => <WishlistList models={data} language={language} />}
    </QueryView>
  );
}
