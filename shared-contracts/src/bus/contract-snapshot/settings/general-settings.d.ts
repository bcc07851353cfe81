import type { GeneralSetting } from '../api/general-settings.js';
import { type TargetCountryDeliveryAddedDays } from './delivery-added-days.js';
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
export declare const DEFAULT_PRICE_ENDING_MAX_DAYS = 30;
export declare const DEFAULT_FROSMO_CATEGORY_STRATEGY = "sort-product-group";
/**
 * Reads the key/value settings into `GeneralSettings` (platform §3, §5). Invalid JSON settings
 * are logged and ignored; unknown keys are ignored.
 */
export declare function parseGeneralSettings(pairs: readonly GeneralSetting[]): GeneralSettings;
