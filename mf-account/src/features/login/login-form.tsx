import { shopBus } from '@shop/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';
import { toLoginErrorKey } from './login-error';

/** Email and password; a good login is handed to the shell, which owns the session. */
export function LoginForm({ onLoggedIn }: { readonly onLoggedIn: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const [isBusy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ReturnType<typeof toLoginErrorKey> | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrorKey(null);
    try {
      const token = await api.login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      shopBus.emit('auth:session-requested', token);
      onLoggedIn();
    } catch (error) {
      setErrorKey(toLoginErrorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="acc-login" onSubmit={submit} aria-busy={isBusy}>
      <label htmlFor={`${id}-username`}>{t('login.email')}</label>
      <input id={`${id}-username`} name="username" type="email" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t('login.password')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {errorKey ? (
        <p role="alert" className="acc-error">
          {t(errorKey)}
        </p>
      ) : null}
      <button type="submit" disabled={isBusy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
