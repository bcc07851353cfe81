import { splitLanguagePrefix } from '@shop/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadRemoteRegistry } from './remotes/remote-registry';
import { createRoutes } from './routes/create-routes';
import { loadRouteSlugs } from './routes/route-slugs';
import { reportUnhandledErrors } from './services/errors/report-unhandled-errors';
import { initI18n } from './services/i18n';
import { ShellServicesContext, startShellServices } from './services/shell-services';
import { applySiteConfig } from './services/site-config';
import './styles.css';

async function mount(): Promise<void> {
  reportUnhandledErrors();
  // Before any path is read: the language prefix strategy decides what a path means.
  applySiteConfig(document);
  // Start reading /remotes.json at once (it is preloaded by the html); pages await it.
  loadRemoteRegistry().catch((error: unknown) => console.error('Remote registry failed', error));
  void loadRouteSlugs();
  const { language } = splitLanguagePrefix(window.location.pathname);
  await initI18n(language);
  const services = startShellServices(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const router = createBrowserRouter(createRoutes());
  createRoot(container).render(
    <StrictMode>
      <ShellServicesContext value={services}>
        <RouterProvider router={router} />
      </ShellServicesContext>
    </StrictMode>,
  );
}

mount().catch((error: unknown) => {
  console.error('Error while mounting app:', error);
  throw error;
});
