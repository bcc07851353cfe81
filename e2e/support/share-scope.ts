import type { JSHandle, Page } from '@playwright/test';

interface SharedEntry {
  readonly loaded?: boolean;
  readonly lib?: () => unknown;
}

/**
 * A handle on the page's loaded copy of a shared singleton (`i18next`, the contracts' bus
 * entry), read from the Module Federation share scope; `handle.evaluate(...)` then runs code
 * against it in the page. Fails when no instance has loaded the module.
 */
export function sharedModule(page: Page, name: string): Promise<JSHandle<unknown>> {
  return page.evaluateHandle((shareKey) => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: Array<{
            shareScopeMap: { default?: Record<string, Record<string, SharedEntry>> };
          }>;
        };
      }
    ).__FEDERATION__;
    for (const instance of federation.__INSTANCES__) {
      for (const entry of Object.values(instance.shareScopeMap.default?.[shareKey] ?? {})) {
        if (entry.loaded && entry.lib) return entry.lib();
      }
    }
    throw new Error(`${shareKey} is not loaded on this page`);
  }, name);
}

/** Whether any copy of a shared module has been loaded on the page (the share scope's flag). */
export function isSharedModuleLoaded(page: Page, name: string): Promise<boolean> {
  return sharedModule(page, name).then(
    () => true,
    () => false,
  );
}
