import type { GeneralSetting } from '../api/general-settings.js';
import { isJsonObject } from '../json/json-object.js';
import {
  readDeliveryAddedDays,
  type TargetCountryDeliveryAddedDays,
} from './delivery-added-days.js';

/** Platform §3 general settings, typed; a missing text setting is `undefined`. */
export interface GeneralSettings {
  readonly searchBarPlaceholder?: string;
  readonly frontpageMetaDescription?: string;
  readonly frontpageTitle?: string;
  readonly blogCategoryOrder?: string;
  readonly priceEndingMaxDays: number;
  readonly rentalEnabled: boolean;
  readonly partDeliveryMode?: string;
  readonly experienceManufacturerList?: string;
  readonly autoTranslationsDisabled?: string;
  readonly blockedStockText?: string;
  /** The parsed JSON list; its items are not described by the spec. */
  readonly quickAddProducts: readonly unknown[];
  readonly featureFlags: Readonly<Record<string, boolean>>;
  readonly defaultSearchEngine?: string;
  readonly hiddenDynamicPageMenuItems?: string;
  readonly targetCountryDeliveryAddedDays?: TargetCountryDeliveryAddedDays;
  readonly frosmoSearchSortBy?: string;
  readonly frosmoCategoryStrategy: string;
}

export const DEFAULT_PRICE_ENDING_MAX_DAYS = 30;
export const DEFAULT_FROSMO_CATEGORY_STRATEGY = 'sort-product-group';

const TEXT_SETTINGS = {
  search_bar_placeholder: 'searchBarPlaceholder',
  frontpage_meta_description: 'frontpageMetaDescription',
  frontpage_title: 'frontpageTitle',
  blog_category_order: 'blogCategoryOrder',
  part_delivery_mode: 'partDeliveryMode',
  experience_manufacturer_list: 'experienceManufacturerList',
  auto_translations_disabled: 'autoTranslationsDisabled',
  blocked_stock_text: 'blockedStockText',
  default_search_engine: 'defaultSearchEngine',
  hidden_dynamic_page_menu_items: 'hiddenDynamicPageMenuItems',
  frosmo_search_sort_by: 'frosmoSearchSortBy',
} as const satisfies Record<string, keyof GeneralSettings>;

// The JSON settings are read without zod: the shell reads them on every first load.
function readQuickAddProducts(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** An object of flags, each `true`, `false`, `1` or `0`. */
function readFeatureFlags(value: unknown): Record<string, boolean> | undefined {
  if (!isJsonObject(value)) return undefined;
  const flags: Record<string, boolean> = {};
  for (const [flag, setting] of Object.entries(value)) {
    if (typeof setting !== 'boolean' && setting !== 0 && setting !== 1) return undefined;
    flags[flag] = Boolean(setting);
  }
  return flags;
}

/**
 * Reads the key/value settings into `GeneralSettings` (platform §3, §5). Invalid JSON settings
 * are logged and ignored; unknown keys are ignored.
 */
export function parseGeneralSettings(pairs: readonly GeneralSetting[]): GeneralSettings {
  const values = new Map(pairs.map(({ key, value }) => [key, value]));
  const text: Partial<Record<(typeof TEXT_SETTINGS)[keyof typeof TEXT_SETTINGS], string>> = {};
  for (const [key, field] of Object.entries(TEXT_SETTINGS)) {
    const value = values.get(key);
    if (value !== undefined) text[field] = value;
  }
  const deliveryAddedDays = parseDeliveryAddedDays(
    values.get('target_country_delivery_added_days'),
  );
  return {
    ...text,
    priceEndingMaxDays: parseDays(values.get('price_ending_max_days')),
    rentalEnabled: values.get('rental_enabled') === 'true',
    quickAddProducts:
      parseJsonSetting(
        'quick_add_products',
        values.get('quick_add_products'),
        readQuickAddProducts,
      ) ?? [],
    featureFlags:
      parseJsonSetting('feature_flags', values.get('feature_flags'), readFeatureFlags) ?? {},
    ...(deliveryAddedDays ? { targetCountryDeliveryAddedDays: deliveryAddedDays } : {}),
    frosmoCategoryStrategy:
      values.get('frosmo_category_strategy') || DEFAULT_FROSMO_CATEGORY_STRATEGY,
  };
}

function parseDays(value: string | undefined): number {
  const days = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(days) ? days : DEFAULT_PRICE_ENDING_MAX_DAYS;
}

/** Platform §5: used only if it looks like JSON (a brace or bracket) and parses. */
function parseDeliveryAddedDays(value: string | undefined) {
  if (value === undefined) return undefined;
  if (!/[{}[\]]/.test(value)) {
    console.error('Invalid general setting target_country_delivery_added_days: not JSON');
    return undefined;
  }
  return parseJsonSetting('target_country_delivery_added_days', value, readDeliveryAddedDays);
}

function parseJsonSetting<Value>(
  key: string,
  value: string | undefined,
  read: (json: unknown) => Value | undefined,
): Value | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = read(JSON.parse(value));
    if (parsed !== undefined) return parsed;
    console.error(`Invalid general setting ${key}`, value);
  } catch (error) {
    console.error(`Invalid JSON in general setting ${key}`, error);
  }
  return undefined;
}
