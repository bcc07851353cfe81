import { ApiError, type Language, type OrderResponse } from '@shop/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { CHECKOUT_NAMESPACE } from '../../lib/messages';
import { OrderSummary } from '../orders/order-summary';
import {
  normaliseOrderNumber,
  type OrderLookupError,
  type OrderLookupValues,
  validateOrderLookup,
} from './order-lookup-form';

type Errors = Partial<Record<keyof OrderLookupValues, OrderLookupError>>;

/** The view-order form and, once found, the order. */
export function OrderLookup({ language }: { readonly language: Language }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<'order.notFound' | 'viewOrder.failed' | null>(null);
  const [order, setOrder] = useState<OrderResponse | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? '').trim(),
      orderNumber: normaliseOrderNumber(String(form.get('order_number') ?? '')),
    };
    const found = validateOrderLookup(values);
    setErrors(found);
    setFailure(null);
    setOrder(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setOrder(await api.lookupOrder({ ...values, lang: language }));
    } catch (error) {
      const isNotFound = error instanceof ApiError && error.status === 404;
      if (!isNotFound) console.error('Order lookup failed', error);
      setFailure(isNotFound ? 'order.notFound' : 'viewOrder.failed');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'email' | 'order_number', key: keyof OrderLookupValues, type: string) => {
    const error = errors[key];
    return (
      <p>
        <label htmlFor={`${id}-${name}`}>{t(`viewOrder.${key}`)}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          inputMode={name === 'order_number' ? 'numeric' : undefined}
          autoComplete={name === 'email' ? 'email' : 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          data-testid={`view-order-${name.replace('_', '-')}`}
        />
        {error ? (
          <span id={`${id}-${name}-error`} className="chk-error">
            {t(error)}
          </span>
        ) : null}
      </p>
    );
  };

  return (
    <>
      <form className="chk-form" onSubmit={submit} noValidate aria-busy={isBusy}>
        {field('email', 'email', 'email')}
        {field('order_number', 'orderNumber', 'text')}
        <button type="submit" disabled={isBusy} data-testid="view-order-submit">
          {t('viewOrder.submit')}
        </button>
      </form>
      {failure ? (
        <p role="alert" className="chk-error" data-testid="view-order-error">
          {t(failure)}
        </p>
      ) : null}
      {order ? <OrderSummary order={order} language={language} /> : null}
    </>
  );
}
