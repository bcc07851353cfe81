import {
  type CorporateInfoRequest,
  corporateInfoRequestSchema,
  type Language,
} from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { formsMessages } from '../../messages/messages';
import { useSendCorporateInfoRequest } from './api';
import { rejectedFields, showSubmitFailure } from './submit-failure';
import { TextField } from './text-field';

type FieldName = Exclude<keyof CorporateInfoRequest, 'lang'>;

interface FieldSpec {
  readonly name: FieldName;
  readonly type?: 'email' | 'tel';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly required?: boolean;
  /** Shows `corporate.hint.{name}`: what a valid value looks like. */
  readonly hasHint?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'vatNumber', required: true, hasHint: true },
  { name: 'contactName', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'message', multiline: true },
];

const FIELD_NAMES = FIELDS.map((field) => field.name);

/** The corporate info request: a company asks our corporate sales to contact them. */
export function CorporateInfoForm({ language }: { language: Language }) {
  const { t } = useMessages(formsMessages);
  const form = useContractForm(corporateInfoRequestSchema, {
    namespace: formsMessages.namespace,
    defaultValues: { lang: language },
  });
  const send = useSendCorporateInfoRequest();
  if (send.isSuccess) {
    return (
      <p role="status" className="cnt-success" data-testid="form-success">
        {t('corporate.sent')}
      </p>
    );
  }
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, lang: language },
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
  const hasFailed = send.isError && rejectedFields(send.error, FIELD_NAMES).length === 0;
  return (
    <form className="cnt-form" onSubmit={onSubmit} noValidate data-testid="corporate-info-form">
      {FIELDS.map(({ name, hasHint, ...field }) => (
        <TextField
          key={name}
          {...field}
          registration={form.register(name)}
          label={t(`corporate.field.${name}`)}
          hint={hasHint ? t(`corporate.hint.${name}`) : undefined}
          error={errors[name]?.message}
        />
      ))}
      {hasFailed && (
        <p role="alert" className="cnt-field-error">
          {t('form.failed')}
        </p>
      )}
      <button type="submit" disabled={send.isPending}>
        {t('corporate.submit')}
      </button>
    </form>
  );
}
