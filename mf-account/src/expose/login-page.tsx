import { type PageProps, routeHref } from '@shop/shared-contracts';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginForm } from '../features/login/login-form';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import '../features/account.css';

/** `/accounts/login/`: log in with email and password. */
export default function LoginPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const auth = useBusState('auth:changed');
  usePageViewed(t('login.title'), 'other');
  return (
    <div data-boundary="mf-account">
      <h1>{t('login.title')}</h1>
      {auth?.user.isAuthenticated ? (
        <p data-testid="logged-in-as">{t('login.loggedInAs', { email: auth.user.email })}</p>
      ) : (
        <LoginForm onLoggedIn={() => navigate(routeHref('home', language))} />
      )}
    </div>
  );
}
