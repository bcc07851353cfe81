import {
  type Language,
  type NewsletterList,
  type NewsletterSubscriptionRequest,
  newsletterSubscriptionSchema,
} from '@shop/shared-contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

/** A newsletter sign-up: email and an explicit consent, for one list. */
export function NewsletterForm({ list, language }: { list: NewsletterList; language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const id = useId();
  const { errors, state, submit } = useFormSubmit<NewsletterSubscriptionRequest>(
    newsletterSubscriptionSchema,
    (body) => api.subscribeNewsletter(body),
    t('form.failed'),
  );
  if (state.status === 'done') {
    const key = state.result === 'already-subscribed' ? 'newsletter.already' : 'newsletter.done';
    return (
      <p role="status" className="cnt-success" data-testid="form-success">
        {t(key)}
      </p>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      list,
      email: form.get('email') ?? '',
      consent: form.get('consent') === 'on',
      lang: language,
    });
  };
  return (
    <form className="cnt-form" onSubmit={onSubmit} noValidate data-testid="newsletter-form">
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('newsletter.email')}
        errorKey={errors.email}
      />
      <div className="cnt-field">
        <label className="cnt-checkbox">
          <input
            type="checkbox"
            name="consent"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent` : undefined}
          />
          {t(`newsletter.consent.${list}`)}
        </label>
        {errors.consent && (
          <p id={`${id}-consent`} className="cnt-field-error" data-testid="error-consent">
            {t(errors.consent)}
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="cnt-field-error">
          {t('form.failed')}
        </p>
      )}
      <button type="submit" disabled={state.status === 'sending'}>
        {t('newsletter.submit')}
      </button>
    </form>
  );
}
