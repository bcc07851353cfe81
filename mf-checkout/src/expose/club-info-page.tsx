import { type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import '../features/orders.css';
import { checkoutMessages } from '../messages/checkout-messages';

/**
 * `/checkout/club-info/`: before paying, a guest learns that club prices need a login
 * (catalogue §1: club price applies only when logged in) and can log in or go on to payment.
 */
export default function ClubInfoPage({ language }: PageProps) {
  const { t } = useMessages(checkoutMessages);
  const auth = useBusState('auth:changed');
  usePageViewed(t('club.title'), 'other');
  const isLoggedIn = auth?.user.isAuthenticated === true;
  return (
    <div data-boundary="mf-checkout" data-testid="club-info">
      <h1>{t('club.title')}</h1>
      <p>{t('club.what')}</p>
      {isLoggedIn ? (
        <p data-testid="club-info-logged-in">{t('club.loggedIn', { email: auth.user.email })}</p>
      ) : (
        <p>{t('club.loginFirst')}</p>
      )}
      <p className="chk-actions">
        {isLoggedIn || auth?.isLoading ? null : (
          <>
            <Link to={pathOf(ROUTES.login, language)} data-testid="club-info-login">
              {t('club.login')}
            </Link>
            {/* Issue 12: joining is free, so a guest can become a member before paying. */}
            <Link to={pathOf(ROUTES.joinClub, language)} data-testid="club-info-join">
              {t('club.join')}
            </Link>
          </>
        )}
        <Link to={pathOf(ROUTES.checkoutPayment, language)} data-testid="club-info-continue">
          {t('club.continue')}
        </Link>
      </p>
    </div>
  );
}
