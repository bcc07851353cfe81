import * as z from '@shop/shared-contracts/zod';
import type { TargetCountryDeliveryAddedDays } from './delivery-added-days.js';

const dayRangeSchema = z.object({ start: z.coerce.number(), end: z.coerce.number() });

/** The setting's JSON as the admin writes it, snake_case, mapped to the camelCase contract. */
export const targetCountryDeliveryAddedDaysSchema = z
  .object({
    countries: z.array(
      z.object({
        delivery_country_code: z.string(),
        is_enabled: z.boolean(),
        delivery_days: z.record(z.string(), dayRangeSchema),
      }),
    ),
  })
  .transform(
    (value): TargetCountryDeliveryAddedDays => ({
      countries: value.countries.map((country) => ({
        deliveryCountryCode: country.delivery_country_code,
        isEnabled: country.is_enabled,
        deliveryDays: country.delivery_days,
      })),
    }),
  );
