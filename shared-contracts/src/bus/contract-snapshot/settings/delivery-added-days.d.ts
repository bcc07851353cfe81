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
/** The setting's JSON as the admin writes it, snake_case, mapped to the camelCase contract. */
export declare const targetCountryDeliveryAddedDaysSchema: z.ZodPipe<z.ZodObject<{
    countries: z.ZodArray<z.ZodObject<{
        delivery_country_code: z.ZodString;
        is_enabled: z.ZodBoolean;
        delivery_days: z.ZodRecord<z.ZodString, z.ZodObject<{
            start: z.ZodCoercedNumber<unknown>;
            end: z.ZodCoercedNumber<unknown>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodTransform<TargetCountryDeliveryAddedDays, {
    countries: {
        delivery_country_code: string;
        is_enabled: boolean;
        delivery_days: Record<string, {
            start: number;
            end: number;
        }>;
    }[];
}>>;
