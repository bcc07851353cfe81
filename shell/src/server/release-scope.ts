import {
  DEFAULT_LANGUAGE,
  type Language,
  type LanguageMessages,
  type ReleaseRenderScope,
} from '@shop/shared-contracts';
import * as i18nextModule from 'i18next';
import { sharedModules } from './shared-modules';

/**
 * The shared singletons for one release's server build, with an i18next instance of its own in
 * place of the page's: the release's `defineMessages` adds its bundles there, and each page that
 * release renders takes them from there (`releaseScopes`). With the one instance of the process,
 * the first version to add a namespace kept it for the process's life: after an activation the
 * server still rendered the old version's texts. Everything else stays one per process.
 */
export function createReleaseScope(): ReleaseRenderScope {
  const i18n = i18nextModule.default.createInstance();
  // No backend: `init` completes at once, so `isInitialized` holds before any module loads.
  void i18n.init({
    lng: DEFAULT_LANGUAGE,
    initAsync: false,
    resources: {},
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  // A release's code imports i18next's default export (the bundler reads `__esModule`); the
  // named exports are the page instance's and no remote uses them.
  const i18next = Object.freeze({ ...i18nextModule, default: i18n, __esModule: true });
  return {
    sharedModules: Object.freeze({ ...sharedModules, i18next }),
    messages(language: Language) {
      return (i18n.store.data[language] ?? {}) as Readonly<Record<string, LanguageMessages>>;
    },
  };
}
