import { LANGUAGES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../lib/checkout-messages';
import {
  CHECKOUT_FIELDS,
  type CheckoutFieldError,
  type CheckoutFormContext,
  type CheckoutValues,
  EMPTY_CHECKOUT_VALUES,
  validateCheckoutField,
  validateCheckoutForm,
} from './checkout-form';

const HOME: CheckoutFormContext = { deliveryKind: 'home', country: 'fi', isStaff: false };
const VALID: CheckoutValues = {
  ...EMPTY_CHECKOUT_VALUES,
  delivery_method: 'home-delivery',
  first_name: 'Aino',
  last_name: 'Asiakas',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '+358 40 123-4567',
  email: 'asiakas@example.com',
};

describe('validateCheckoutForm', () => {
  it('accepts a complete home delivery', () => {
    expect(validateCheckoutForm(VALID, HOME)).toEqual({});
  });

  it('requires every contact field and a delivery method', () => {
    expect(validateCheckoutForm(EMPTY_CHECKOUT_VALUES, HOME)).toEqual({
      delivery_method: 'required',
      first_name: 'required',
      last_name: 'required',
      address: 'required',
      postal_code: 'required',
      city: 'required',
      phone: 'required',
      email: 'required',
    });
  });

  it('asks for a pickup location instead of a street address when the parcel is collected', () => {
    const pickup = { ...HOME, deliveryKind: 'pickup-point' as const };
    const values = { ...VALID, address: '' };
    expect(validateCheckoutForm(values, pickup)).toEqual({ delivery_location: 'required' });
    expect(
      validateCheckoutForm({ ...values, delivery_location: 'K-Market Kamppi' }, pickup),
    ).toEqual({});
  });
});

describe('validateCheckoutField', () => {
  it('checks email and phone formats', () => {
    expect(validateCheckoutField('email', { ...VALID, email: 'asiakas@' }, HOME)).toBe('email');
    expect(validateCheckoutField('phone', { ...VALID, phone: '12345' }, HOME)).toBe('phone');
    expect(validateCheckoutField('phone', { ...VALID, phone: '(040) 123 45 67' }, HOME)).toBeNull();
  });

  it('wants five digits for a Finnish postal code, a looser code elsewhere', () => {
    expect(validateCheckoutField('postal_code', { ...VALID, postal_code: '0010' }, HOME)).toBe(
      'postalCodeFi',
    );
    const se = { ...HOME, country: 'se' };
    expect(
      validateCheckoutField('postal_code', { ...VALID, postal_code: '111 22' }, se),
    ).toBeNull();
    expect(validateCheckoutField('postal_code', { ...VALID, postal_code: '!' }, se)).toBe(
      'postalCode',
    );
  });

  it('rejects overlong values', () => {
    expect(validateCheckoutField('city', { ...VALID, city: 'x'.repeat(61) }, HOME)).toBe('tooLong');
  });

  it('checks the seller number for staff only', () => {
    const values = { ...VALID, seller_number: 'A12' };
    expect(validateCheckoutField('seller_number', values, HOME)).toBeNull();
    expect(validateCheckoutField('seller_number', values, { ...HOME, isStaff: true })).toBe(
      'sellerNumber',
    );
  });
});

describe('checkout form labels', () => {
  it('label every field and error in all six languages', () => {
    const errors: CheckoutFieldError[] = [
      'required',
      'tooLong',
      'email',
      'phone',
      'postalCode',
      'postalCodeFi',
      'sellerNumber',
    ];
    const keys = [...CHECKOUT_FIELDS.map((f) => `field.${f}`), ...errors.map((e) => `error.${e}`)];
    for (const language of LANGUAGES) {
      const messages: Record<string, string> = CHECKOUT_MESSAGES[language];
      for (const key of keys) expect(messages[key], `${language} ${key}`).toBeTruthy();
    }
  });
});
