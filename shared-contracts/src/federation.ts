export * from './federation/remote-build.js';
export * from './federation/shared-singletons.js';
