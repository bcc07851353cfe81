import { type Language, orderLookupQuerySchema } from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { orderMessages } from '../../messages/order-messages';
import { isUnknownOrder } from '../orders/order-outcome';
import { OrderSummary } from '../orders/order-summary';
import { useOrderLookup, useOrderLookupCode } from './api';
import {
  isCodeRequired,
  type LookupField,
  normaliseOrderNumber,
  rejectedLookupFields,
} from './order-lookup-form';

/** The text of a field the contract or the server found wrong, by field. */
const INVALID_TEXT: Record<LookupField, string> = {
  email: 'common:form.email',
  order_number: 'viewOrder.orderNumberInvalid',
  code: 'viewOrder.codeInvalid',
};

/** The view-order form and, once found, the order. */
export function OrderLookup({ language }: { readonly language: Language }) {
  const { t } = useMessages(orderMessages);
  const id = useId();
  const form = useContractForm(orderLookupQuerySchema, {
    namespace: orderMessages.namespace,
    // No code until the api asks for one: an empty code would fail the contract's pattern.
    defaultValues: { email: '', order_number: '' },
  });
  const lookup = useOrderLookup();
  const sendCode = useOrderLookupCode();
  const { errors } = form.formState;
  // After a few misses of the email the api wants a mailed code: offer to send one, then ask it.
  const isCodeAsked = isCodeRequired(lookup.error) || sendCode.isSuccess;

  const submit = form.handleSubmit(
    (values) =>
      lookup.mutate(
        {
          email: values.email,
          orderNumber: values.order_number,
          lang: language,
          ...(values.code ? { code: values.code } : {}),
        },
        {
          onError: (error) => {
            for (const field of rejectedLookupFields(error)) {
              form.setError(field, { type: 'server', message: t(INVALID_TEXT[field]) });
            }
          },
        },
      ),
    () => lookup.reset(),
  );
  const isFieldRejection = rejectedLookupFields(lookup.error).length > 0;
  const requestCode = form.handleSubmit((values) =>
    sendCode.mutate({ email: values.email, orderNumber: values.order_number, lang: language }),
  );

  // The contract's order-number pattern has no wording of its own; say what it wants.
  const message = (field: LookupField, error: { type: string; message?: string }) =>
    error.type === 'invalid_format' ? t(INVALID_TEXT[field]) : error.message;
  const input = (field: LookupField, label: string, type: 'email' | 'text') => {
    const error = errors[field];
    return (
      <p>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          id={`${id}-${field}`}
          type={type}
          inputMode={field === 'email' ? undefined : 'numeric'}
          autoComplete={field === 'email' ? 'email' : field === 'code' ? 'one-time-code' : 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          data-testid={`view-order-${field.replace('_', '-')}`}
          {...form.register(field, field === 'email' ? {} : { setValueAs: normaliseOrderNumber })}
        />
        {error ? (
          <span id={`${id}-${field}-error`} className="chk-error">
            {message(field, error)}
          </span>
        ) : null}
      </p>
    );
  };

  return (
    <>
      <form className="chk-form" onSubmit={submit} noValidate aria-busy={lookup.isPending}>
        {input('email', t('viewOrder.email'), 'email')}
        {input('order_number', t('viewOrder.orderNumber'), 'text')}
        {sendCode.isSuccess ? input('code', t('viewOrder.code'), 'text') : null}
        <button type="submit" disabled={lookup.isPending} data-testid="view-order-submit">
          {t('viewOrder.submit')}
        </button>
      </form>
      {isCodeAsked ? (
        <div data-testid="view-order-code-panel">
          <p role="status">
            {t(sendCode.isSuccess ? 'viewOrder.codeSent' : 'viewOrder.codeRequired')}
          </p>
          <button
            type="button"
            onClick={requestCode}
            disabled={sendCode.isPending}
            data-testid="view-order-send-code"
          >
            {t('viewOrder.sendCode')}
          </button>
          {sendCode.isError ? (
            <p role="alert" className="chk-error" data-testid="view-order-code-error">
              {t('viewOrder.sendCodeFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {lookup.isError && !isFieldRejection && !isCodeRequired(lookup.error) ? (
        <p role="alert" className="chk-error" data-testid="view-order-error">
          {t(isUnknownOrder(lookup.error) ? 'order.notFound' : 'viewOrder.failed')}
        </p>
      ) : null}
      {lookup.data ? <OrderSummary order={lookup.data} language={language} /> : null}
    </>
  );
}
