export * from './i18n/add-translations.js';
export * from './react/query-view.js';
export * from './react/use-api-query.js';
export * from './react/use-bus-state.js';
export * from './react/use-page-viewed.js';
