import { describe, expect, it } from 'vitest';
import { readDeliveryAddedDays } from './delivery-added-days.js';
import { targetCountryDeliveryAddedDaysSchema } from './delivery-added-days-schema.js';

const country = {
  delivery_country_code: 'se',
  is_enabled: true,
  delivery_days: { ski_bundle_days: { start: 2, end: 4 }, '0-100': { start: '1', end: '3' } },
};

const SETTINGS: readonly unknown[] = [
  { countries: [] },
  { countries: [country] },
  { countries: [country, { ...country, delivery_country_code: 'no', is_enabled: false }] },
  { countries: [{ ...country, delivery_days: { x: { start: 'soon', end: 3 } } }] },
  { countries: [{ ...country, delivery_days: { x: { start: 1 } } }] },
  { countries: [{ ...country, is_enabled: 'yes' }] },
  { countries: [{ ...country, delivery_days: [] }] },
  { countries: {} },
  [],
  null,
];

describe('target_country_delivery_added_days without zod', () => {
  it.each(SETTINGS.map((value) => [JSON.stringify(value), value]))(
    'reads %s as targetCountryDeliveryAddedDaysSchema does',
    (_label, value) => {
      const parsed = targetCountryDeliveryAddedDaysSchema.safeParse(value);
      expect(readDeliveryAddedDays(value)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
