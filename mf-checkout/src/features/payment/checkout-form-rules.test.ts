import {
  type CheckoutFormContext,
  type CheckoutFormValues,
  checkoutFormSchema,
  loadAllMessages,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { checkoutLoaders } from '../../messages/checkout-messages';

const HOME: CheckoutFormContext = {
  deliveryMethods: [
    { slug: 'home-delivery', kind: 'home' },
    { slug: 'pickup-point', kind: 'pickup-point' },
  ],
  country: 'fi',
  isStaff: false,
};
const EMPTY: CheckoutFormValues = {
  delivery_method: '',
  delivery_location: '',
  first_name: '',
  last_name: '',
  address: '',
  postal_code: '',
  city: '',
  phone: '',
  email: '',
  seller_name: '',
  seller_number: '',
};
const VALID: CheckoutFormValues = {
  ...EMPTY,
  delivery_method: 'home-delivery',
  first_name: 'Aino',
  last_name: 'Asiakas',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '+358 40 123-4567',
  email: 'asiakas@example.com',
};

/** Each field's first issue: the message key of a custom issue, otherwise the zod code. */
function issues(values: CheckoutFormValues, context = HOME): Record<string, string> {
  const result = checkoutFormSchema(context).safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    const key = issue.code === 'custom' ? issue.params?.messageKey : undefined;
    found[field] ??= typeof key === 'string' ? key : issue.code;
  }
  return found;
}

describe('checkoutFormSchema (platform §3 Checkout form)', () => {
  it('accepts a complete home delivery, trimmed', () => {
    expect(issues(VALID)).toEqual({});
    const parsed = checkoutFormSchema(HOME).parse({ ...VALID, city: ' Helsinki ' });
    expect(parsed.city).toBe('Helsinki');
  });

  it('requires every contact field, a delivery method and a street address', () => {
    expect(issues(EMPTY)).toEqual({
      delivery_method: 'too_small',
      first_name: 'too_small',
      last_name: 'too_small',
      address: 'too_small',
      postal_code: 'too_small',
      city: 'too_small',
      phone: 'too_small',
      email: 'too_small',
    });
  });

  it('asks for a pickup location instead of a street address when the parcel is collected', () => {
    const values = { ...VALID, delivery_method: 'pickup-point', address: '' };
    expect(issues(values)).toEqual({ delivery_location: 'too_small' });
    expect(issues({ ...values, delivery_location: 'K-Market Kamppi' })).toEqual({});
  });

  it('checks email and phone formats', () => {
    expect(issues({ ...VALID, email: 'asiakas@' })).toEqual({ email: 'invalid_format' });
    expect(issues({ ...VALID, phone: '12345' })).toEqual({ phone: 'error.phone' });
    expect(issues({ ...VALID, phone: '(040) 123 45 67' })).toEqual({});
  });

  it('wants five digits for a Finnish postal code, a looser code elsewhere', () => {
    expect(issues({ ...VALID, postal_code: '0010' })).toEqual({
      postal_code: 'error.postalCodeFi',
    });
    const se = { ...HOME, country: 'se' };
    expect(issues({ ...VALID, postal_code: '111 22' }, se)).toEqual({});
    expect(issues({ ...VALID, postal_code: '!' }, se)).toEqual({ postal_code: 'error.postalCode' });
  });

  it('rejects overlong values', () => {
    expect(issues({ ...VALID, city: 'x'.repeat(61) })).toEqual({ city: 'too_big' });
  });

  it('checks the seller number for staff only', () => {
    const values = { ...VALID, seller_number: 'A12' };
    expect(issues(values)).toEqual({});
    expect(issues(values, { ...HOME, isStaff: true })).toEqual({
      seller_number: 'error.sellerNumber',
    });
  });

  it('has a text for each of its own message keys in the checkout namespace', async () => {
    const { en } = await loadAllMessages(checkoutLoaders);
    const keys = ['error.phone', 'error.postalCode', 'error.postalCodeFi', 'error.sellerNumber'];
    for (const key of keys) expect(en[key], key).toBeTruthy();
  });
});
