import { type Language, pathOf, ROUTES, shopBus } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link, useNavigate } from '@shop/shared-contracts/router';
import { accountMessages } from '../../lib/messages';

/** Links to the customer's own pages, and logging out. */
export function AccountShortcuts({ language }: { readonly language: Language }) {
  const { t } = useMessages(accountMessages);
  const navigate = useNavigate();
  const logOut = () => {
    // Leave first: the account page would otherwise send the logged-out visitor to log in.
    navigate(pathOf(ROUTES.home, language));
    shopBus.emit('auth:logout-requested', undefined);
  };
  return (
    <section aria-labelledby="acc-shortcuts">
      <h2 id="acc-shortcuts">{t('account.shortcuts')}</h2>
      <ul className="acc-shortcuts">
        <li>
          <Link to={pathOf(ROUTES.wishlist, language)} data-testid="account-wishlist-link">
            {t('account.wishlist')}
          </Link>
        </li>
        <li>
          <Link to={pathOf(ROUTES.history, language)} data-testid="account-history-link">
            {t('account.history')}
          </Link>
        </li>
        <li>
          <Link to={pathOf(ROUTES.reclamation, language)} data-testid="account-reclamation-link">
            {t('account.reclamation')}
          </Link>
        </li>
        <li>
          <Link to={pathOf(ROUTES.ask, language)}>{t('account.ask')}</Link>
        </li>
        <li>
          <Link to={pathOf(ROUTES.passwordReset, language)}>{t('account.changePassword')}</Link>
        </li>
      </ul>
      <button type="button" className="acc-secondary" onClick={logOut} data-testid="account-logout">
        {t('account.logout')}
      </button>
    </section>
  );
}
