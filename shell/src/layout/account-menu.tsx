import { type Language, routeHref, shopBus } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { Link } from '@shop/shared-contracts/router';

/** The header's account entry: log in, or who is logged in and a way to log out. */
export function AccountMenu({ language }: { readonly language: Language }) {
  const { t } = useTranslation('shell');
  const auth = useBusState('auth:changed');
  if (!auth || auth.isLoading) return <span className="shell-account" aria-busy="true" />;
  if (!auth.user.isAuthenticated) {
    return (
      <Link className="shell-account" to={routeHref('login', language)}>
        {t('account.login')}
      </Link>
    );
  }
  return (
    <span className="shell-account" data-testid="account-menu">
      <span>{auth.user.email}</span>{' '}
      <button
        type="button"
        className="shell-link-button"
        onClick={() => shopBus.emit('auth:logout-requested', undefined)}
      >
        {t('account.logout')}
      </button>
    </span>
  );
}
