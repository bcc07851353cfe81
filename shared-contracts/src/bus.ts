// The runtime singleton entry of the contracts: the one event bus of the page, its event map,
// and the page-wide cells (session token source, language prefix strategy). Module Federation
// shares this entry as a singleton within a contracts major; everything else in the package is
// compiled into each remote (docs/decisions/0006-contract-versions.md).
export * from './bus/event-bus.js';
export * from './bus/shop-events.js';
export * from './runtime/page-cells.js';
