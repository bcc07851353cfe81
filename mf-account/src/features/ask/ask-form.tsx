import { ApiError, type Language } from '@shop/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';
import { AskField } from './ask-field';
import { type AskErrors, type AskValues, toAskErrors, validateAskForm } from './ask-form-rules';

type FormState =
  | { kind: 'editing' | 'busy' | 'failed' }
  | { kind: 'invalid'; errors: AskErrors }
  | { kind: 'sent'; id: number };

function readValues(form: HTMLFormElement): AskValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    email: text('email'),
    question: text('question'),
    reference: text('reference'),
  };
}

/** Name, email, question and an optional product or order reference for customer service. */
export function AskForm({
  language,
  initialEmail,
}: {
  readonly language: Language;
  readonly initialEmail: string;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const formId = useId();
  const [state, setState] = useState<FormState>({ kind: 'editing' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readValues(event.currentTarget);
    const errors = validateAskForm(values);
    if (Object.keys(errors).length > 0) {
      setState({ kind: 'invalid', errors });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const reference = values.reference.trim() || undefined;
      const { id } = await api.askQuestion({ ...values, reference, lang: language });
      setState({ kind: 'sent', id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
        setState({ kind: 'invalid', errors: toAskErrors(error.fields) });
        return;
      }
      console.error('Sending the question failed', error);
      setState({ kind: 'failed' });
    }
  };
  if (state.kind === 'sent') {
    return (
      <>
        <p role="status" data-testid="ask-sent">
          {t('ask.sent', { id: state.id })}
        </p>
        <button type="button" onClick={() => setState({ kind: 'editing' })}>
          {t('ask.another')}
        </button>
      </>
    );
  }
  const errors = state.kind === 'invalid' ? state.errors : {};
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={state.kind === 'busy'}>
      <AskField formId={formId} name="name" error={errors.name} autoComplete="name" />
      <AskField
        formId={formId}
        name="email"
        type="email"
        error={errors.email}
        defaultValue={initialEmail}
        autoComplete="email"
      />
      <AskField formId={formId} name="question" error={errors.question} multiline />
      <AskField formId={formId} name="reference" error={errors.reference} />
      {state.kind === 'failed' ? (
        <p role="alert" className="acc-error" data-testid="ask-failed">
          {t('ask.failed')}
        </p>
      ) : null}
      <button type="submit" disabled={state.kind === 'busy'} data-testid="ask-submit">
        {state.kind === 'busy' ? t('form.sending') : t('ask.submit')}
      </button>
    </form>
  );
}
