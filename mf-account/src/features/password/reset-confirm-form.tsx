import type { Language } from '@shop/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { type LinkFailure, toLinkFailure } from '../../lib/link-error';
import { LinkFailureMessage } from '../../lib/link-failure-message';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';
import { loginHref } from '../../lib/return-path';
import { type PasswordFormError, validatePasswordForm } from './password-form-rules';

type FormState =
  | { kind: 'editing' | 'busy' | 'done' }
  | { kind: 'invalid'; errors: PasswordFormError[] }
  | { kind: 'failed'; failure: LinkFailure };

/** The new password twice, checked against the shared rules before it is sent. */
export function ResetConfirmForm({
  token,
  language,
}: {
  readonly token: string;
  readonly language: Language;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const [state, setState] = useState<FormState>({ kind: 'editing' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const errors = validatePasswordForm(password, String(form.get('repeat') ?? ''));
    if (errors.length > 0) {
      setState({ kind: 'invalid', errors });
      return;
    }
    setState({ kind: 'busy' });
    try {
      await api.confirmPasswordReset({ token, password });
      setState({ kind: 'done' });
    } catch (error) {
      console.error('Setting the new password failed', error);
      setState({ kind: 'failed', failure: toLinkFailure(error) });
    }
  };
  if (state.kind === 'done') {
    return (
      <>
        <p role="status" data-testid="reset-confirm-done">
          {t('resetConfirm.done')}
        </p>
        <Link to={loginHref(language)}>{t('loginLink')}</Link>
      </>
    );
  }
  if (state.kind === 'failed' && state.failure !== 'failed') {
    return <LinkFailureMessage failure={state.failure} language={language} offerNewResetLink />;
  }
  const errorsId = `${id}-errors`;
  const isInvalid = state.kind === 'invalid';
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={state.kind === 'busy'}>
      <p id={`${id}-rules`}>{t('resetConfirm.rules')}</p>
      <label htmlFor={`${id}-password`}>{t('resetConfirm.password')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? `${id}-rules ${errorsId}` : `${id}-rules`}
        required
      />
      <label htmlFor={`${id}-repeat`}>{t('resetConfirm.repeat')}</label>
      <input
        id={`${id}-repeat`}
        name="repeat"
        type="password"
        autoComplete="new-password"
        aria-invalid={isInvalid && state.errors.includes('mismatch')}
        required
      />
      {isInvalid ? (
        <ul id={errorsId} role="alert" className="acc-error" data-testid="password-errors">
          {state.errors.map((error) => (
            <li key={error}>{t(`password.${error}`)}</li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'failed' ? <LinkFailureMessage failure="failed" language={language} /> : null}
      <button type="submit" disabled={state.kind === 'busy'} data-testid="reset-confirm-submit">
        {state.kind === 'busy' ? t('form.sending') : t('resetConfirm.submit')}
      </button>
    </form>
  );
}
