import { type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link, useNavigate, useSearchParams } from '@shop/shared-contracts/router';
import { LoginForm } from '../features/login/login-form';
import { accountMessages } from '../lib/messages';
import { RETURN_PARAM, toSafeReturnPath } from '../lib/return-path';
import '../features/account.css';

/** `/accounts/login/`: log in with email and password, then back to `?next=` or home. */
export default function LoginPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const auth = useBusState('auth:changed');
  usePageViewed(t('login.title'), 'other');
  const returnPath = toSafeReturnPath(search.get(RETURN_PARAM)) ?? pathOf(ROUTES.home, language);
  return (
    <div data-boundary="mf-account">
      <h1>{t('login.title')}</h1>
      {auth?.user.isAuthenticated ? (
        <p data-testid="logged-in-as">{t('login.loggedInAs', { email: auth.user.email })}</p>
      ) : (
        <>
          <LoginForm onLoggedIn={() => navigate(returnPath, { replace: true })} />
          <p>
            <Link to={pathOf(ROUTES.passwordReset, language)} data-testid="login-forgot-password">
              {t('login.forgot')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
