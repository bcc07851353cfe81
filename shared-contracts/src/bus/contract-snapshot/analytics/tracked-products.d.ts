/** Platform §3 tracked product, as analytics events carry it. */
export interface TrackedProduct {
    readonly name: string;
    readonly id: string;
    /** Major units of the market currency: analytics tools read decimals, not minor units. */
    readonly price: number;
    readonly brand: string;
    readonly category: string;
    readonly quantity: number;
}
/** Platform §9 analytics limits. */
export declare const CATEGORY_PRODUCTS_TRACKED = 3;
export declare const SEARCH_PRODUCTS_TRACKED = 5;
export declare const CATEGORY_PAGE_EVENT_PRODUCTS_TRACKED = 10;
/** The products a category listing reports: the first 3 (platform §9). */
export declare function sliceCategoryProducts<Product>(products: readonly Product[]): Product[];
/** The products a search result reports: the first 5 (platform §9). */
export declare function sliceSearchProducts<Product>(products: readonly Product[]): Product[];
/** The products the category-page event carries: the first 10 (platform §9). */
export declare function sliceCategoryPageEventProducts<Product>(products: readonly Product[]): Product[];
