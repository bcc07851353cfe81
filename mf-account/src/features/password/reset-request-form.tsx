import { type Language, passwordResetEmailRequestSchema } from '@shop/shared-contracts';
import { commonMessages, useContractForm, useMessages } from '@shop/shared-contracts/react';
import { InputField } from '../../lib/form-field';
import { accountMessages } from '../../lib/messages';
import { rejectedFields, setServerFieldErrors } from '../../lib/server-field-errors';
import { useRequestPasswordReset } from './api';

const FIELDS = ['email'] as const;

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ResetRequestForm({
  language,
  initialEmail,
}: {
  readonly language: Language;
  readonly initialEmail: string;
}) {
  const { t } = useMessages(accountMessages);
  const common = useMessages(commonMessages);
  const reset = useRequestPasswordReset();
  const { register, handleSubmit, setError, formState } = useContractForm(
    passwordResetEmailRequestSchema,
    {
      namespace: accountMessages.namespace,
      defaultValues: { email: initialEmail, lang: language },
    },
  );
  const submit = handleSubmit((request) =>
    reset.mutate(request, {
      onError: (error) => setServerFieldErrors(error, FIELDS, setError, common.t('form.invalid')),
    }),
  );
  if (reset.isSuccess) {
    return (
      <p role="status" data-testid="reset-sent">
        {t('reset.sent', { email: reset.variables.email })}
      </p>
    );
  }
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={reset.isPending}>
      <InputField
        label={t('reset.email')}
        error={formState.errors.email?.message}
        type="email"
        autoComplete="email"
        testId="reset-email"
        {...register('email')}
      />
      {reset.isError && rejectedFields(reset.error, FIELDS).length === 0 ? (
        <p role="alert" className="acc-error">
          {t('failed')}
        </p>
      ) : null}
      <button type="submit" disabled={reset.isPending} data-testid="reset-submit">
        {reset.isPending ? t('form.sending') : t('reset.submit')}
      </button>
    </form>
  );
}
