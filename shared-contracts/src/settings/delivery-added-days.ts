import { isJsonObject } from '../json/json-object.js';

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

/** A number or a numeric string (the admin may write either), as `z.coerce.number()` reads it. */
function toNumber(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

function readDayRange(value: unknown): DayRange | undefined {
  if (!isJsonObject(value)) return undefined;
  const start = toNumber(value.start);
  const end = toNumber(value.end);
  return start === undefined || end === undefined ? undefined : { start, end };
}

function readCountry(value: unknown): DeliveryCountryConfig | undefined {
  if (!isJsonObject(value)) return undefined;
  const { delivery_country_code: code, is_enabled: isEnabled, delivery_days: days } = value;
  if (typeof code !== 'string' || typeof isEnabled !== 'boolean' || !isJsonObject(days)) {
    return undefined;
  }
  const deliveryDays: Record<string, DayRange> = {};
  for (const [range, span] of Object.entries(days)) {
    const dayRange = readDayRange(span);
    if (!dayRange) return undefined;
    deliveryDays[range] = dayRange;
  }
  return { deliveryCountryCode: code, isEnabled, deliveryDays };
}

/**
 * The setting's JSON as the admin writes it (snake_case), mapped to the camelCase contract;
 * undefined when it breaks the shape. The same rules as `targetCountryDeliveryAddedDaysSchema`,
 * without zod, because the shell reads the settings on every first load.
 */
export function readDeliveryAddedDays(value: unknown): TargetCountryDeliveryAddedDays | undefined {
  if (!isJsonObject(value) || !Array.isArray(value.countries)) return undefined;
  const countries: DeliveryCountryConfig[] = [];
  for (const country of value.countries) {
    const config = readCountry(country);
    if (!config) return undefined;
    countries.push(config);
  }
  return { countries };
}
