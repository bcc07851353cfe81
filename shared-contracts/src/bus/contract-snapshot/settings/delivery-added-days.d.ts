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
/**
 * The setting's JSON as the admin writes it (snake_case), mapped to the camelCase contract;
 * undefined when it breaks the shape. The same rules as `targetCountryDeliveryAddedDaysSchema`,
 * without zod, because the shell reads the settings on every first load.
 */
export declare function readDeliveryAddedDays(value: unknown): TargetCountryDeliveryAddedDays | undefined;
