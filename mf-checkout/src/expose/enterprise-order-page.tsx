import { ANONYMOUS_USER, type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import '../features/orders.css';
import { EnterpriseOrder } from '../features/staff/enterprise-order';
import { checkoutMessages } from '../messages/checkout-messages';

/**
 * `/enterprise/`: enterprise orders are a staff feature (platform §6). Staff order the cart for
 * an organisation customer, billed by invoice; everyone else gets an explanation.
 */
export default function EnterpriseOrderPage({ language }: PageProps) {
  const { t } = useMessages(checkoutMessages);
  const auth = useBusState('auth:changed');
  usePageViewed(t('enterprise.title'), 'other');
  if (auth?.isLoading) return <div data-boundary="mf-checkout" aria-busy="true" />;
  const user = auth?.user ?? ANONYMOUS_USER;
  return (
    <div data-boundary="mf-checkout" data-testid="enterprise-order">
      <h1>{t('enterprise.title')}</h1>
      {user.isStaffUser ? (
        <>
          <p data-testid="enterprise-staff">
            {t('enterprise.staff', { username: user.username ?? user.email })}
          </p>
          <EnterpriseOrder language={language} />
          <p className="chk-actions">
            <Link to={pathOf(ROUTES.checkout, language)}>{t('enterprise.toCart')}</Link>
          </p>
        </>
      ) : (
        <>
          <p data-testid="enterprise-info">{t('enterprise.info')}</p>
          <p className="chk-actions">
            <Link to={pathOf(ROUTES.corporateInfoForm, language)}>{t('enterprise.corporate')}</Link>
            {user.isAuthenticated ? null : (
              <Link to={pathOf(ROUTES.login, language)} data-testid="enterprise-login">
                {t('enterprise.login')}
              </Link>
            )}
          </p>
        </>
      )}
    </div>
  );
}
