// Through the package name, so a remote uses the shared copy instead of bundling its own.
import { LANGUAGES, type Language } from '@shop/shared-contracts';
import i18next from 'i18next';

/** A namespace's messages in every shop language; the type makes a missing language an error. */
export type Messages<Keys extends string = string> = Record<Language, Record<Keys, string>>;

/**
 * Adds a remote's namespace to the page's one i18next instance (a shared singleton owned by the
 * shell). Bundles can only be added once i18next is initialised, so it waits for that.
 */
export function addTranslations(namespace: string, messages: Messages): void {
  const add = () => {
    for (const language of LANGUAGES) {
      i18next.addResourceBundle(language, namespace, messages[language], true, true);
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
