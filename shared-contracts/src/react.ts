export * from './bus/use-bus-state.js';
