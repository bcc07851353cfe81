import { type DeliveryMethod, formatPrice, type Language } from '@shop/shared-contracts';
import { QueryView, useApiQuery, useBusState } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { CHECKOUT_NAMESPACE } from '../../lib/messages';
import {
  type CheckoutField,
  type CheckoutFieldError,
  type CheckoutFormContext,
  type CheckoutValues,
  EMPTY_CHECKOUT_VALUES,
  isPickupKind,
  validateCheckoutField,
} from './checkout-form';

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
 * The checkout form of platform §3, checked field by field as the shopper leaves each one.
 * Sending it belongs to the cart and payment issue; until then the page shows no submit.
 */
export function CheckoutFormFields({ language }: { readonly language: Language }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const id = useId();
  const market = useBusState('market:changed');
  const auth = useBusState('auth:changed');
  const country = market?.deliveryCountryCode ?? 'fi';
  const methods = useApiQuery(`delivery-methods|${country}|${language}`, (signal) =>
    api.deliveryMethods(country, language, signal),
  );
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_CHECKOUT_VALUES,
    email: auth?.user.email ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, CheckoutFieldError>>>({});
  const methodList = methods.status === 'success' ? methods.data : [];
  const context: CheckoutFormContext = {
    deliveryKind: methodList.find((method) => method.slug === values.delivery_method)?.kind,
    country,
    isStaff: auth?.user.isStaffUser === true,
  };

  const check = (field: CheckoutField, next: CheckoutValues = values) =>
    setErrors((current) => ({
      ...current,
      [field]: validateCheckoutField(field, next, context) ?? undefined,
    }));
  const change = (field: CheckoutField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Errors already shown update as the shopper corrects them.
    if (errors[field]) check(field, next);
  };
  const describe = (field: CheckoutField) => {
    const error = errors[field];
    return error ? (
      <span id={`${id}-${field}-error`} className="chk-error" data-testid={`error-${field}`}>
        {t(`error.${error}`)}
      </span>
    ) : null;
  };
  const input = (field: CheckoutField) => (
    <p key={field}>
      <label htmlFor={`${id}-${field}`}>{t(`field.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={INPUT_TYPES[field] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => check(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        data-testid={`checkout-${field}`}
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
        <QueryView state={methods}>
          {(list) => (
            <p>
              <label htmlFor={`${id}-delivery_method`}>{t('field.delivery_method')}</label>
              <select
                id={`${id}-delivery_method`}
                name="delivery_method"
                value={values.delivery_method}
                onChange={(event) => change('delivery_method', event.target.value)}
                onBlur={() => check('delivery_method')}
                aria-invalid={errors.delivery_method ? true : undefined}
                data-testid="checkout-delivery_method"
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
        {isPickupKind(context.deliveryKind) ? input('delivery_location') : null}
      </fieldset>
      <fieldset>
        <legend>{t('payment.contact')}</legend>
        {CONTACT_FIELDS.map(input)}
      </fieldset>
      {context.isStaff ? (
        <fieldset>
          <legend>{t('payment.staff')}</legend>
          {input('seller_name')}
          {input('seller_number')}
        </fieldset>
      ) : null}
    </form>
  );
}
