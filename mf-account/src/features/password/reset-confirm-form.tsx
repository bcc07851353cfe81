import { type Language, PASSWORD_MIN_LENGTH } from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useId } from 'react';
import { InputField } from '../../lib/form-field';
import { toLinkFailure } from '../../lib/link-error';
import { LinkFailureMessage } from '../../lib/link-failure-message';
import { accountMessages } from '../../lib/messages';
import { loginHref } from '../../lib/return-path';
import { isCommonPasswordError } from '../../lib/server-field-errors';
import { useConfirmPasswordReset } from './api';
import { newPasswordFormSchema, passwordErrorText } from './new-password-form';

/** The new password twice, checked with the contract's rules before it is sent. */
export function ResetConfirmForm({
  token,
  language,
}: {
  readonly token: string;
  readonly language: Language;
}) {
  const { t } = useMessages(accountMessages);
  const rulesId = useId();
  const reset = useConfirmPasswordReset();
  const { register, handleSubmit, formState, watch, setError } = useContractForm(
    newPasswordFormSchema,
    {
      namespace: accountMessages.namespace,
      defaultValues: { password: '', repeat: '' },
    },
  );
  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (isCommonPasswordError(error)) {
            setError('password', { type: 'server', message: t('password.common') });
          }
        },
      },
    ),
  );
  if (reset.isSuccess) {
    return (
      <>
        <p role="status" data-testid="reset-confirm-done">
          {t('resetConfirm.done')}
        </p>
        <Link to={loginHref(language)}>{t('loginLink')}</Link>
      </>
    );
  }
  // A common password is the field's error; the link is still good.
  const failure =
    reset.isError && !isCommonPasswordError(reset.error) ? toLinkFailure(reset.error) : null;
  if (failure === 'expired' || failure === 'notFound') {
    return <LinkFailureMessage failure={failure} language={language} offerNewResetLink />;
  }
  const { errors } = formState;
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={reset.isPending}>
      <p id={rulesId}>{t('resetConfirm.rules', { count: PASSWORD_MIN_LENGTH })}</p>
      <InputField
        label={t('resetConfirm.password')}
        error={passwordErrorText(watch('password') ?? '', errors.password?.message, t)}
        hintId={rulesId}
        type="password"
        autoComplete="new-password"
        testId="reset-password"
        {...register('password')}
      />
      <InputField
        label={t('resetConfirm.repeat')}
        error={errors.repeat?.message}
        type="password"
        autoComplete="new-password"
        testId="reset-repeat"
        {...register('repeat')}
      />
      {failure === 'failed' ? <LinkFailureMessage failure="failed" language={language} /> : null}
      <button type="submit" disabled={reset.isPending} data-testid="reset-confirm-submit">
        {reset.isPending ? t('form.sending') : t('resetConfirm.submit')}
      </button>
    </form>
  );
}
