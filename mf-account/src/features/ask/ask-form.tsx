import { askRequestSchema, type Language } from '@shop/shared-contracts';
import { commonMessages, useContractForm, useMessages } from '@shop/shared-contracts/react';
import { InputField, TextAreaField } from '../../lib/form-field';
import { accountMessages } from '../../lib/messages';
import { rejectedFields, setServerFieldErrors } from '../../lib/server-field-errors';
import { useAskQuestion } from './api';

const FIELDS = ['name', 'email', 'question', 'reference'] as const;

/** Name, email, question and an optional product or order reference for customer service. */
export function AskForm({
  language,
  initialEmail,
}: {
  readonly language: Language;
  readonly initialEmail: string;
}) {
  const { t } = useMessages(accountMessages);
  const common = useMessages(commonMessages);
  const ask = useAskQuestion();
  const { register, handleSubmit, setError, formState, reset } = useContractForm(askRequestSchema, {
    namespace: accountMessages.namespace,
    defaultValues: { name: '', email: initialEmail, question: '', reference: '', lang: language },
  });
  const submit = handleSubmit(({ reference, ...question }) =>
    ask.mutate(
      { ...question, reference: reference || undefined },
      {
        onError: (error) => setServerFieldErrors(error, FIELDS, setError, common.t('form.invalid')),
      },
    ),
  );
  if (ask.isSuccess) {
    return (
      <>
        <p role="status" data-testid="ask-sent">
          {t('ask.sent', { id: ask.data.id })}
        </p>
        <button
          type="button"
          onClick={() => {
            reset();
            ask.reset();
          }}
        >
          {t('ask.another')}
        </button>
      </>
    );
  }
  const { errors } = formState;
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={ask.isPending}>
      <InputField
        label={t('ask.name')}
        error={errors.name?.message}
        autoComplete="name"
        testId="ask-name"
        {...register('name')}
      />
      <InputField
        label={t('ask.email')}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        testId="ask-email"
        {...register('email')}
      />
      <TextAreaField
        label={t('ask.question')}
        error={errors.question?.message}
        rows={6}
        testId="ask-question"
        {...register('question')}
      />
      <InputField
        label={t('ask.reference')}
        error={errors.reference?.message}
        testId="ask-reference"
        {...register('reference')}
      />
      {ask.isError && rejectedFields(ask.error, FIELDS).length === 0 ? (
        <p role="alert" className="acc-error" data-testid="ask-failed">
          {t('ask.failed')}
        </p>
      ) : null}
      <button type="submit" disabled={ask.isPending} data-testid="ask-submit">
        {ask.isPending ? t('form.sending') : t('ask.submit')}
      </button>
    </form>
  );
}
