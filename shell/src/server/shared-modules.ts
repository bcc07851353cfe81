import * as contractsRuntime from '@shop/shared-contracts/bus';
import type { SHARED_SINGLETONS } from '@shop/shared-contracts/federation';
import * as contractsReactI18next from '@shop/shared-contracts/react-i18next';
import * as contractsRouter from '@shop/shared-contracts/router';
import * as contractsZod from '@shop/shared-contracts/zod';
import * as reactQuery from '@tanstack/react-query';
import * as i18next from 'i18next';
import * as react from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';

/**
 * The shell's own copies of the shared singletons, handed to every remote's server build (it
 * leaves them external): one React, router, i18next, QueryClient context and bus per process,
 * as Module Federation's share scope gives the browser one per page. `react-dom/client` has no
 * place on the server.
 */
export const sharedModules: Readonly<
  Record<Exclude<(typeof SHARED_SINGLETONS)[number], 'react-dom/client'>, unknown>
> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': reactDom,
  i18next,
  '@tanstack/react-query': reactQuery,
  '@shop/shared-contracts/bus': contractsRuntime,
  '@shop/shared-contracts/zod': contractsZod,
  '@shop/shared-contracts/router': contractsRouter,
  '@shop/shared-contracts/react-i18next': contractsReactI18next,
};
