import type { Language } from '@shop/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';
import { isEmailAddress } from './password-form-rules';

type FormState =
  | { kind: 'editing' | 'busy' | 'invalid' | 'failed' }
  | { kind: 'sent'; email: string };

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ResetRequestForm({
  language,
  initialEmail,
}: {
  readonly language: Language;
  readonly initialEmail: string;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const [state, setState] = useState<FormState>({ kind: 'editing' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!isEmailAddress(email)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'busy' });
    try {
      await api.requestPasswordReset({ email, lang: language });
      setState({ kind: 'sent', email });
    } catch (error) {
      console.error('Requesting a password reset failed', error);
      setState({ kind: 'failed' });
    }
  };
  if (state.kind === 'sent') {
    return (
      <p role="status" data-testid="reset-sent">
        {t('reset.sent', { email: state.email })}
      </p>
    );
  }
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={state.kind === 'busy'}>
      <label htmlFor={`${id}-email`}>{t('reset.email')}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={initialEmail}
        aria-invalid={state.kind === 'invalid'}
        aria-describedby={state.kind === 'invalid' ? `${id}-error` : undefined}
        required
      />
      {state.kind === 'invalid' ? (
        <p id={`${id}-error`} role="alert" className="acc-error">
          {t('reset.invalidEmail')}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="acc-error">
          {t('failed')}
        </p>
      ) : null}
      <button type="submit" disabled={state.kind === 'busy'} data-testid="reset-submit">
        {state.kind === 'busy' ? t('form.sending') : t('reset.submit')}
      </button>
    </form>
  );
}
