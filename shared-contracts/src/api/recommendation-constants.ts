// The recommendation constants without the schemas: browser code reads them without loading the
// schema library (docs/decisions/0013).

/** The strategies the api serves; the general setting `frosmo_category_strategy` names one. */
export const RECOMMENDATION_STRATEGIES = ['sort-product-group'] as const;
export type RecommendationStrategy = (typeof RECOMMENDATION_STRATEGIES)[number];
export const DEFAULT_CATEGORY_STRATEGY: RecommendationStrategy = 'sort-product-group';

/** The visitor id a browser keeps for the recommendations (letters, digits and dashes). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
