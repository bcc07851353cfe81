import { SERVER_RENDERED_ATTRIBUTE, splitLanguagePrefix } from '@shop/shared-contracts';
import { provideApiFetch, provideExposedModuleLoader } from '@shop/shared-contracts/bus';
import { BrowserRouter } from '@shop/shared-contracts/router';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadExposedRemoteModule } from './remotes/load-remote-module';
import { loadRemoteRegistry } from './remotes/remote-registry';
import { AppRoutes } from './routes/create-routes';
import { prefetchRouteSlugs } from './routes/route-slugs';
import { createApiFetchInOwnTask } from './services/api-fetch-in-own-task';
import { reportUnhandledErrors } from './services/errors/report-unhandled-errors';
import { initI18n } from './services/i18n';
import { createPageQueryClient } from './services/page-query-client';
import {
  readServerRenderPayload,
  rendersAsServer,
  reportHydrationError,
} from './services/server-render-payload';
import { ShellServicesContext, startShellServices } from './services/shell-services';
import { applySiteConfig } from './services/site-config';
import { yieldToMain } from './services/yield-to-main';

async function mount(): Promise<void> {
  reportUnhandledErrors();
  // The page-wide cells of the contracts' runtime entry, set before any path is read or any
  // call is made: the language prefix strategy decides what a path means, and remotes load each
  // other's exposed modules through the host. No script holds the session: the browser sends
  // its HttpOnly cookie with every call (decision 0020).
  applySiteConfig(document);
  provideExposedModuleLoader(loadExposedRemoteModule);
  // Every api call of the page (the shell's and the remotes') starts in a task of its own.
  provideApiFetch(createApiFetchInOwnTask((input, init) => globalThis.fetch(input, init)));
  // Start reading /remotes.json at once (it is preloaded by the html); pages await it.
  loadRemoteRegistry().catch((error: unknown) => console.error('Remote registry failed', error));
  const queryClient = createPageQueryClient();
  // A server-rendered page brings the data it was rendered with (docs/decisions/0012).
  const serverRender = readServerRenderPayload(document);
  if (serverRender) hydrate(queryClient, serverRender.queryState);
  prefetchRouteSlugs(queryClient);
  const { language } = splitLanguagePrefix(window.location.pathname);
  // The messages the server rendered with, when it rendered in this language.
  const messages =
    serverRender?.messages?.language === language ? serverRender.messages.bundles : undefined;
  await initI18n(language, messages);
  await yieldToMain();
  const services = startShellServices(language, queryClient);
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ShellServicesContext value={services}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ShellServicesContext>
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverRender && container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    // The first render must be the server's: the same market and session state first.
    await services.ready;
    if (rendersAsServer(serverRender, services)) {
      // As a transition, React hydrates in slices and yields to the browser between them, so
      // taking over the server's markup is no single long task (TBT, issue 9).
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
      });
      return;
    }
  }
  createRoot(container).render(app);
}

mount().catch((error: unknown) => {
  console.error('Error while mounting app:', error);
  throw error;
});
