import {
  type CheckoutDeliveryMethod,
  type CheckoutFormValues,
  type CheckoutValidationResponse,
  checkoutFormSchema,
  formatMoney,
  formatPrice,
  isPickupKind,
  type Language,
  MAX_SPECIAL_REQUEST_LENGTH,
  type MarketState,
  type PaymentMethod,
} from '@shop/shared-contracts';
import {
  PriceSummaryView,
  useBusState,
  useContractForm,
  useMessages,
} from '@shop/shared-contracts/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import type { CartStore } from '../cart/cart-store';
import { AUTOCOMPLETE, CONTACT_FIELDS, INPUT_TYPES } from './contact-fields';
import { CustomsAcknowledgement } from './customs-acknowledgement';
import { asksDeliveryCountry } from './delivery-country';
import { DeliveryCountryField } from './delivery-country-field';
import { PaymentMethodChoice } from './payment-method-choice';
import { offeredPaymentMethods } from './payment-methods';

type CheckoutField = keyof CheckoutFormValues;

/** Catalogue §5 generic text field: a counter once 10 or fewer characters remain. */
const COUNTER_FROM = 10;

export interface PaymentSubmit {
  readonly form: CheckoutFormValues;
  /** Null when gift cards or a gift campaign pay the whole order. */
  readonly paymentMethod: PaymentMethod | null;
}

/**
 * The payment page's form: the delivery country outside Finland, delivery method and pickup
 * location priced by the validation, the checkout form of platform §3 (kept in the cart as it is
 * typed), repack, delivery splitting, special requests, the customs acknowledgement of
 * catalogue §5, the payment method, and the order's lines and totals for the chosen delivery as
 * the server priced them (decision 0023), above the button that pays exactly what they charge.
 * Every field is checked by the contract's schema, in the shopper's language.
 */
export function PaymentForm({
  store,
  response,
  market,
  language,
  isBusy,
  onSubmit,
}: {
  readonly store: CartStore;
  readonly response: CheckoutValidationResponse;
  readonly market: MarketState;
  readonly language: Language;
  readonly isBusy: boolean;
  readonly onSubmit: (submit: PaymentSubmit) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const auth = useBusState('auth:changed');
  const isStaff = auth?.user.isStaffUser === true;
  const cart = store.current();
  const methods = response.delivery_methods;
  const schema = useMemo(
    () =>
      checkoutFormSchema({
        deliveryMethods: methods,
        country: market.deliveryCountryCode,
        isStaff,
      }),
    [methods, market.deliveryCountryCode, isStaff],
  );
  const form = useContractForm(schema, {
    namespace: checkoutMessages.namespace,
    mode: 'onTouched',
    defaultValues: { ...cart.form, email: cart.form.email || (auth?.user.email ?? '') },
  });
  const { errors } = form.formState;
  // Kept in the cart as typed, so a reload or another tab keeps the form (platform §3).
  useEffect(() => {
    const subscription = form.watch((values) => store.updateForm(values as CheckoutFormValues));
    return () => subscription.unsubscribe();
  }, [form, store]);
  const chosen = form.watch('delivery_method');
  const method = methods.find((candidate) => candidate.slug === chosen);
  useEffect(() => {
    store.setOptions({ isPikanoutoSelected: method?.kind === 'express' });
  }, [method?.kind, store]);

  const payments = offeredPaymentMethods(response);
  const { summary } = response;
  // Gift cards or a gift campaign pay it all: nothing is charged, so no method is asked.
  const isPaidInFull = summary.charged === 0;
  const [paymentSlug, setPaymentSlug] = useState('');
  const [paymentError, setPaymentError] = useState(false);
  const [customsAccepted, setCustomsAccepted] = useState(false);
  const [customsError, setCustomsError] = useState(false);
  const price = (cents: number) => formatPrice(cents, { ...market, language });

  const describe = (field: CheckoutField) => {
    const error = errors[field];
    return error ? (
      <span id={`${id}-${field}-error`} className="chk-error" data-testid={`error-${field}`}>
        {error.message}
      </span>
    ) : null;
  };
  const invalid = (field: CheckoutField) =>
    errors[field]
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` }
      : undefined;
  const input = (field: CheckoutField) => (
    <p key={field}>
      <label htmlFor={`${id}-${field}`}>{t(`field.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        type={INPUT_TYPES[field] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        data-testid={`checkout-${field}`}
        {...invalid(field)}
        {...form.register(field)}
      />
      {describe(field)}
    </p>
  );
  const methodLabel = (option: CheckoutDeliveryMethod) =>
    `${option.name} – ${option.price === 0 ? t('payment.free') : price(option.price)} (${option.timeEstimate})`;

  const submit = form.handleSubmit((values) => {
    const paymentMethod = payments.find((candidate) => candidate.slug === paymentSlug) ?? null;
    const methodMissing = !isPaidInFull && paymentMethod === null;
    const customsMissing = response.requires_customs_ack && !customsAccepted;
    setPaymentError(methodMissing);
    setCustomsError(customsMissing);
    if (methodMissing || customsMissing) return;
    onSubmit({ form: values as CheckoutFormValues, paymentMethod });
  });
  const remaining = MAX_SPECIAL_REQUEST_LENGTH - cart.options.specialRequest.length;

  return (
    <form className="chk-form" noValidate onSubmit={submit} data-testid="payment-form">
      <fieldset>
        <legend>{t('payment.delivery')}</legend>
        {asksDeliveryCountry(market.deliveryCountryCode) ? (
          <DeliveryCountryField market={market} language={language} />
        ) : null}
        <p>
          <label htmlFor={`${id}-delivery_method`}>{t('field.delivery_method')}</label>
          <select
            id={`${id}-delivery_method`}
            data-testid="checkout-delivery_method"
            {...invalid('delivery_method')}
            {...form.register('delivery_method')}
          >
            <option value="">{t('field.choose')}</option>
            {methods.map((option) => (
              <option key={option.slug} value={option.slug}>
                {methodLabel(option)}
              </option>
            ))}
          </select>
          {describe('delivery_method')}
        </p>
        {isPickupKind(method?.kind) ? (
          <p>
            <label htmlFor={`${id}-delivery_location`}>{t('field.delivery_location')}</label>
            <select
              id={`${id}-delivery_location`}
              data-testid="checkout-delivery_location"
              {...invalid('delivery_location')}
              {...form.register('delivery_location')}
            >
              <option value="">{t('field.choose')}</option>
              {method?.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.address ? `${location.name}, ${location.address}` : location.name}
                </option>
              ))}
            </select>
            {describe('delivery_location')}
          </p>
        ) : null}
        <p className="chk-check">
          <label>
            <input
              type="checkbox"
              checked={cart.options.isRepackSelected}
              data-testid="checkout-repack"
              onChange={(event) => store.setOptions({ isRepackSelected: event.target.checked })}
            />{' '}
            {t('payment.repack', { price: price(response.repack_cost || 0) })}
          </label>
        </p>
        <p className="chk-check">
          <label>
            <input
              type="checkbox"
              checked={cart.options.isDeliverySplittingSelected}
              data-testid="checkout-part-delivery"
              onChange={(event) =>
                store.setOptions({ isDeliverySplittingSelected: event.target.checked })
              }
            />{' '}
            {t('payment.partDelivery')}
          </label>
        </p>
      </fieldset>
      <fieldset>
        <legend>{t('payment.contact')}</legend>
        {CONTACT_FIELDS.map(input)}
        <p>
          <label htmlFor={`${id}-special`}>{t('payment.specialRequest')}</label>
          <textarea
            id={`${id}-special`}
            maxLength={MAX_SPECIAL_REQUEST_LENGTH}
            value={cart.options.specialRequest}
            data-testid="checkout-special-request"
            onChange={(event) => store.setOptions({ specialRequest: event.target.value })}
          />
          {remaining <= COUNTER_FROM ? (
            <span className="chk-muted">{t('payment.remaining', { count: remaining })}</span>
          ) : null}
        </p>
      </fieldset>
      {isStaff ? (
        <fieldset>
          <legend>{t('payment.staff')}</legend>
          {input('seller_name')}
          {input('seller_number')}
        </fieldset>
      ) : null}
      {isPaidInFull ? (
        <p data-testid="payment-nothing-to-pay">{t('payment.nothingToPay')}</p>
      ) : (
        <PaymentMethodChoice
          methods={payments}
          chosen={paymentSlug}
          isMissing={paymentError}
          onChoose={(slug) => {
            setPaymentSlug(slug);
            setPaymentError(false);
          }}
        />
      )}
      <PriceSummaryView summary={summary} language={language} showLines />
      {response.requires_customs_ack ? (
        <CustomsAcknowledgement
          country={market.deliveryCountryName}
          isAccepted={customsAccepted}
          isMissing={customsError}
          onChange={(isAccepted) => {
            setCustomsAccepted(isAccepted);
            setCustomsError(false);
          }}
        />
      ) : null}
      <p className="chk-actions">
        <button type="submit" className="chk-button" disabled={isBusy} data-testid="checkout-pay">
          {isBusy
            ? t('payment.paying')
            : t('payment.pay', {
                total: formatMoney(summary.charged, summary.currency, language),
              })}
        </button>
      </p>
    </form>
  );
}
