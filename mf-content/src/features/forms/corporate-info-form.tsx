import {
  type CorporateInfoRequest,
  corporateInfoRequestSchema,
  type Language,
} from '@shop/shared-contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';

const FIELDS = [
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'vatNumber', required: true },
  { name: 'contactName', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'message', multiline: true },
] as const;

/** The corporate info request: a company asks our corporate sales to contact them. */
export function CorporateInfoForm({ language }: { language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const { errors, state, submit } = useFormSubmit<CorporateInfoRequest>(
    corporateInfoRequestSchema,
    (body) => api.sendCorporateInfoRequest(body),
    t('form.failed'),
  );
  if (state.status === 'done') {
    return (
      <p role="status" className="cnt-success" data-testid="form-success">
        {t('corporate.sent')}
      </p>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    void submit({ ...values, lang: language });
  };
  return (
    <form className="cnt-form" onSubmit={onSubmit} noValidate data-testid="corporate-info-form">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          label={t(`corporate.field.${field.name}`)}
          errorKey={errors[field.name]}
        />
      ))}
      {state.status === 'failed' && (
        <p role="alert" className="cnt-field-error">
          {t('form.failed')}
        </p>
      )}
      <button type="submit" disabled={state.status === 'sending'}>
        {t('corporate.submit')}
      </button>
    </form>
  );
}
