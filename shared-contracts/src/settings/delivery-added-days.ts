import * as z from '@shop/shared-contracts/zod';

/** A span of delivery days, e.g. 2 to 4. */
export interface DayRange {
  readonly start: number;
  readonly end: number;
}

/** Platform §3 delivery country config of one country. */
export interface DeliveryCountryConfig {
  readonly deliveryCountryCode: string;
  readonly isEnabled: boolean;
  /** `ski_bundle_days` and ranges keyed by a range string, e.g. `"0-100"`. */
  readonly deliveryDays: Readonly<Record<string, DayRange>>;
}

/** The `target_country_delivery_added_days` setting (platform §3 general settings). */
export interface TargetCountryDeliveryAddedDays {
  readonly countries: readonly DeliveryCountryConfig[];
}

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
