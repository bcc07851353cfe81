import { type Language, orderLookupQuerySchema } from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { orderMessages } from '../../messages/order-messages';
import { isUnknownOrder } from '../orders/order-outcome';
import { OrderSummary } from '../orders/order-summary';
import { useOrderLookup } from './api';
import { type LookupField, normaliseOrderNumber, rejectedLookupFields } from './order-lookup-form';

/** The text of a field the contract or the server found wrong, by field. */
const INVALID_TEXT: Record<LookupField, string> = {
  email: 'common:form.email',
  order_number: 'viewOrder.orderNumberInvalid',
};

/** The view-order form and, once found, the order. */
export function OrderLookup({ language }: { readonly language: Language }) {
  const { t } = useMessages(orderMessages);
  const id = useId();
  const form = useContractForm(orderLookupQuerySchema, {
    namespace: orderMessages.namespace,
    defaultValues: { email: '', order_number: '' },
  });
  const lookup = useOrderLookup();
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) =>
      lookup.mutate(
        { email: values.email, orderNumber: values.order_number, lang: language },
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
          inputMode={field === 'order_number' ? 'numeric' : undefined}
          autoComplete={field === 'email' ? 'email' : 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          data-testid={`view-order-${field.replace('_', '-')}`}
          {...form.register(
            field,
            field === 'order_number' ? { setValueAs: normaliseOrderNumber } : {},
          )}
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
        <button type="submit" disabled={lookup.isPending} data-testid="view-order-submit">
          {t('viewOrder.submit')}
        </button>
      </form>
      {lookup.isError && !isFieldRejection ? (
        <p role="alert" className="chk-error" data-testid="view-order-error">
          {t(isUnknownOrder(lookup.error) ? 'order.notFound' : 'viewOrder.failed')}
        </p>
      ) : null}
      {lookup.data ? <OrderSummary order={lookup.data} language={language} /> : null}
    </>
  );
}
