export * from './federation/aliases.js';
export * from './federation/precompress.js';
export * from './federation/remote-build.js';
export * from './federation/server-output.js';
export * from './federation/shared-singletons.js';
