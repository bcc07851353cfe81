import { loginRequestSchema } from '@shop/shared-contracts';
import { commonMessages, useContractForm, useMessages } from '@shop/shared-contracts/react';
import { InputField } from '../../lib/form-field';
import { accountMessages } from '../../lib/messages';
import { rejectedFields, setServerFieldErrors } from '../../lib/server-field-errors';
import { useLogin } from './api';
import { toLoginErrorKey } from './login-error';

const FIELDS = ['username', 'password'] as const;

/** Email and password; a good login is handed to the shell, which owns the session. */
export function LoginForm({ onLoggedIn }: { readonly onLoggedIn: () => void }) {
  const { t } = useMessages(accountMessages);
  const common = useMessages(commonMessages);
  const login = useLogin(onLoggedIn);
  const { register, handleSubmit, setError, formState } = useContractForm(loginRequestSchema, {
    namespace: accountMessages.namespace,
    defaultValues: { username: '', password: '' },
  });
  // Catalogue §8: a wrong pair is told as 'Wrong password.', never pinned on one field.
  const isWrongPassword = (error: unknown) => toLoginErrorKey(error) === 'login.wrongPassword';
  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onError: (error) => {
        if (!isWrongPassword(error)) {
          setServerFieldErrors(error, FIELDS, setError, common.t('form.invalid'));
        }
      },
    }),
  );
  const isFormError =
    login.isError &&
    (isWrongPassword(login.error) || rejectedFields(login.error, FIELDS).length === 0);
  return (
    <form className="acc-login" onSubmit={submit} noValidate aria-busy={login.isPending}>
      <InputField
        label={t('login.email')}
        error={formState.errors.username?.message}
        type="email"
        autoComplete="username"
        {...register('username')}
      />
      <InputField
        label={t('login.password')}
        error={formState.errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      {isFormError ? (
        <p role="alert" className="acc-error">
          {t(toLoginErrorKey(login.error))}
        </p>
      ) : null}
      <button type="submit" disabled={login.isPending}>
        {t('login.submit')}
      </button>
    </form>
  );
}
