import {
  ApiError,
  type CartState,
  type CheckoutValidationResponse,
  enterpriseOrderFormSchema,
  isPickupKind,
  type Language,
  type MarketState,
} from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useId, useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { checkoutMessages } from '../../messages/checkout-messages';
import { staffMessages } from '../../messages/staff-messages';
import { AUTOCOMPLETE, CONTACT_FIELDS, INPUT_TYPES } from '../payment/contact-fields';
import type { usePlaceEnterpriseOrder } from './api';
import { toEnterpriseOrderRequest } from './staff-requests';
import { isTransferableLine } from './transfer-lines';

const ORDER_FIELDS = [
  ...CONTACT_FIELDS,
  // Staff sell here: the seller fields of the checkout form (platform §3) are theirs.
  'seller_name',
  'seller_number',
] as const;

/**
 * The enterprise order (platform §6, staff only): the organisation customer, the reference,
 * delivery and contact (the checkout form's rules for the delivery country) and 'I accept the
 * billing'. The cart's products are ordered at the server's prices for that customer and
 * billed by invoice.
 */
export function EnterpriseOrderForm({
  cart,
  response,
  market,
  language,
  place,
}: {
  readonly cart: CartState;
  readonly response: CheckoutValidationResponse;
  readonly market: MarketState;
  readonly language: Language;
  readonly place: ReturnType<typeof usePlaceEnterpriseOrder>;
}) {
  const { t } = useMessages(staffMessages);
  const { t: tc } = useMessages(checkoutMessages);
  const id = useId();
  const methods = response.delivery_methods;
  const schema = useMemo(
    () =>
      enterpriseOrderFormSchema({
        deliveryMethods: methods,
        country: market.deliveryCountryCode,
        isStaff: true,
      }),
    [methods, market.deliveryCountryCode],
  );
  // The checkout form's own messages (postal code, phone) live in the checkout namespace.
  const form = useContractForm(schema, {
    namespace: checkoutMessages.namespace,
    mode: 'onTouched',
    defaultValues: { customer_email: '', reference: '', form: { ...cart.form } },
  });
  const { errors } = form.formState;
  const chosen = form.watch('form.delivery_method');
  const method = methods.find((candidate) => candidate.slug === chosen);
  const lines = cart.lines.filter(isTransferableLine);

  const describe = (name: string, error: FieldError | undefined) =>
    error ? (
      <span id={`${id}-${name}-error`} className="chk-error" data-testid={`error-${name}`}>
        {error.message}
      </span>
    ) : null;
  const invalid = (name: string, error: FieldError | undefined) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : undefined;
  const contact = (field: (typeof ORDER_FIELDS)[number]) => (
    <p key={field}>
      <label htmlFor={`${id}-${field}`}>{tc(`field.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        type={INPUT_TYPES[field] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        data-testid={`enterprise-${field}`}
        {...invalid(field, errors.form?.[field])}
        {...form.register(`form.${field}`)}
      />
      {describe(field, errors.form?.[field])}
    </p>
  );
  const submit = form.handleSubmit((values) =>
    place.mutate(
      toEnterpriseOrderRequest(cart, values, {
        countryCode: market.deliveryCountryCode,
        language,
      }),
    ),
  );

  return (
    <form className="chk-form" noValidate onSubmit={submit} data-testid="enterprise-form">
      <h2>{t('enterprise.form')}</h2>
      <p data-testid="enterprise-cart">{t('enterprise.cart', { count: lines.length })}</p>
      <p>
        <label htmlFor={`${id}-customer`}>{t('enterprise.customer')}</label>
        <input
          id={`${id}-customer`}
          type="email"
          data-testid="enterprise-customer"
          {...invalid('customer', errors.customer_email)}
          {...form.register('customer_email')}
        />
        {describe('customer', errors.customer_email)}
      </p>
      <p>
        <label htmlFor={`${id}-reference`}>{t('enterprise.reference')}</label>
        <input
          id={`${id}-reference`}
          data-testid="enterprise-reference"
          {...invalid('reference', errors.reference)}
          {...form.register('reference')}
        />
        {describe('reference', errors.reference)}
      </p>
      <fieldset>
        <legend>{t('enterprise.delivery')}</legend>
        <p>
          <label htmlFor={`${id}-method`}>{tc('field.delivery_method')}</label>
          <select
            id={`${id}-method`}
            data-testid="enterprise-delivery_method"
            {...invalid('method', errors.form?.delivery_method)}
            {...form.register('form.delivery_method')}
          >
            <option value="">{tc('field.choose')}</option>
            {methods.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
          {describe('method', errors.form?.delivery_method)}
        </p>
        {isPickupKind(method?.kind) ? (
          <p>
            <label htmlFor={`${id}-location`}>{tc('field.delivery_location')}</label>
            <select
              id={`${id}-location`}
              data-testid="enterprise-delivery_location"
              {...invalid('location', errors.form?.delivery_location)}
              {...form.register('form.delivery_location')}
            >
              <option value="">{tc('field.choose')}</option>
              {method?.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
            {describe('location', errors.form?.delivery_location)}
          </p>
        ) : null}
        {ORDER_FIELDS.map(contact)}
      </fieldset>
      <p className="chk-check">
        <label>
          <input
            type="checkbox"
            data-testid="enterprise-accept-billing"
            {...invalid('billing', errors.accept_billing)}
            {...form.register('accept_billing')}
          />{' '}
          {t('enterprise.acceptBilling')}
        </label>
        {describe('billing', errors.accept_billing)}
      </p>
      {place.isError ? (
        <p role="alert" className="chk-error" data-testid="enterprise-failed">
          {t(failureKey(place.error))}
        </p>
      ) : null}
      <p className="chk-actions">
        <button
          type="submit"
          className="chk-button"
          disabled={place.isPending}
          data-testid="enterprise-submit"
        >
          {place.isPending ? t('enterprise.placing') : t('enterprise.submit')}
        </button>
      </p>
    </form>
  );
}

/** What a refused enterprise order says: the customer, the cart, or try again. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fields.some((entry) => entry.field === 'customer_email')) {
      return 'enterprise.notOrganisation';
    }
    if (error.status === 409) return 'enterprise.cannotOrder';
  }
  return 'enterprise.failed';
}
