import {
  type CheckoutFormValues,
  checkoutFormSchema,
  type DeliveryMethod,
  EMPTY_CHECKOUT_FORM,
  formatPrice,
  isPickupKind,
  type Language,
} from '@shop/shared-contracts';
import { QueryView, useBusState, useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useId, useMemo } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { useDeliveryMethods } from './api';

type CheckoutField = keyof CheckoutFormValues;

const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'postal_code',
  'city',
  'phone',
  'email',
] as const;
const INPUT_TYPES: Partial<Record<CheckoutField, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Partial<Record<CheckoutField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address: 'street-address',
  postal_code: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
  email: 'email',
};

/**
 * The checkout form of platform §3, checked field by field as the shopper leaves each one and
 * again as a shown error is corrected. Sending it belongs to the cart and payment issue; until
 * then the page shows no submit.
 */
export function CheckoutFormFields({ language }: { readonly language: Language }) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const market = useBusState('market:changed');
  const auth = useBusState('auth:changed');
  const country = market?.deliveryCountryCode ?? 'fi';
  const isStaff = auth?.user.isStaffUser === true;
  const methods = useDeliveryMethods(country, language);
  const schema = useMemo(
    () => checkoutFormSchema({ deliveryMethods: methods.data ?? [], country, isStaff }),
    [methods.data, country, isStaff],
  );
  const form = useContractForm(schema, {
    namespace: checkoutMessages.namespace,
    mode: 'onTouched',
    defaultValues: { ...EMPTY_CHECKOUT_FORM, email: auth?.user.email ?? '' },
  });
  const { errors } = form.formState;
  const chosen = form.watch('delivery_method');
  const deliveryKind = methods.data?.find((method) => method.slug === chosen)?.kind;

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
  const methodLabel = (method: DeliveryMethod) => {
    const price =
      method.price === 0 || !market
        ? t('payment.free')
        : formatPrice(method.price, { ...market, language });
    return `${method.name} – ${price} (${method.timeEstimate})`;
  };

  return (
    <form className="chk-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>{t('payment.delivery')}</legend>
        <QueryView query={methods}>
          {(list) => (
            <p>
              <label htmlFor={`${id}-delivery_method`}>{t('field.delivery_method')}</label>
              <select
                id={`${id}-delivery_method`}
                data-testid="checkout-delivery_method"
                {...invalid('delivery_method')}
                {...form.register('delivery_method')}
              >
                <option value="">{t('field.choose')}</option>
                {list.map((method) => (
                  <option key={method.slug} value={method.slug}>
                    {methodLabel(method)}
                  </option>
                ))}
              </select>
              {describe('delivery_method')}
            </p>
          )}
        </QueryView>
        {isPickupKind(deliveryKind) ? input('delivery_location') : null}
      </fieldset>
      <fieldset>
        <legend>{t('payment.contact')}</legend>
        {CONTACT_FIELDS.map(input)}
      </fieldset>
      {isStaff ? (
        <fieldset>
          <legend>{t('payment.staff')}</legend>
          {input('seller_name')}
          {input('seller_number')}
        </fieldset>
      ) : null}
    </form>
  );
}
