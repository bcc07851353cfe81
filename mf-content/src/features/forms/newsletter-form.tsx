import {
  type Language,
  type NewsletterList,
  newsletterSubscriptionSchema,
} from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { formsMessages } from '../../messages/messages';
import { useSubscribeNewsletter } from './api';
import { rejectedFields, showSubmitFailure } from './submit-failure';
import { TextField } from './text-field';

const FIELD_NAMES = ['email', 'consent'] as const;

/** A newsletter sign-up: email and an explicit consent, for one list. */
export function NewsletterForm({ list, language }: { list: NewsletterList; language: Language }) {
  const { t } = useMessages(formsMessages);
  const id = useId();
  const form = useContractForm(newsletterSubscriptionSchema, {
    namespace: formsMessages.namespace,
    defaultValues: { list, email: '', lang: language },
  });
  const subscribe = useSubscribeNewsletter();
  if (subscribe.isSuccess) {
    // The same for every address: the emailed link confirms a new one (double opt-in).
    return (
      <p role="status" className="cnt-success" data-testid="form-success">
        {t('newsletter.done')}
      </p>
    );
  }
  const onSubmit = form.handleSubmit((values) =>
    subscribe.mutate(
      { ...values, list, lang: language },
      {
        onError: (error) =>
          showSubmitFailure(error, FIELD_NAMES, form.setError, {
            field: t('common:form.invalid'),
            failed: t('form.failed'),
          }),
      },
    ),
  );
  const { errors } = form.formState;
  const consentError = errors.consent?.message;
  const hasFailed = subscribe.isError && rejectedFields(subscribe.error, FIELD_NAMES).length === 0;
  return (
    <form className="cnt-form" onSubmit={onSubmit} noValidate data-testid="newsletter-form">
      <TextField
        registration={form.register('email')}
        type="email"
        autoComplete="email"
        required
        label={t('newsletter.email')}
        error={errors.email?.message}
      />
      <div className="cnt-field">
        <label className="cnt-checkbox">
          <input
            type="checkbox"
            {...form.register('consent')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent` : undefined}
          />
          {t(`newsletter.consent.${list}`)}
        </label>
        {consentError && (
          <p id={`${id}-consent`} className="cnt-field-error" data-testid="error-consent">
            {consentError}
          </p>
        )}
      </div>
      {hasFailed && (
        <p role="alert" className="cnt-field-error">
          {t('form.failed')}
        </p>
      )}
      <button type="submit" disabled={subscribe.isPending}>
        {t('newsletter.submit')}
      </button>
    </form>
  );
}
