import type { StorageLike } from '@shop/shared-contracts';
import {
  type Language,
  parseGeneralSettings,
  type SettingsState,
  shopBus,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import {
  effectiveFeatureFlags,
  storedFeatureFlagNames,
  storeQueryFeatureFlags,
} from '../feature-flags/feature-flags';

/**
 * Loads the general settings once into the page's cache (platform §3, §5 parsing rules; a
 * remote reading `sharedQueries.generalSettings` gets the same entry) and publishes them with
 * the feature flags in effect: a `featureFlag_{name}` query value, kept in storage, is read
 * before the server's `feature_flags` (§4). A failed load is logged; defaults stand.
 */
export function startSettings(
  queryClient: QueryClient,
  language: Language,
  query: URLSearchParams,
  storage: StorageLike,
): Promise<void> {
  storeQueryFeatureFlags(query, storage);
  const publish = (pairs: GeneralSettingsPairs) =>
    shopBus.emit('settings:changed', settingsState(pairs, storage, storageKeys()));
  return queryClient
    .fetchQuery(sharedQueries.generalSettings(language))
    .then(publish, (error: unknown) => {
      console.error('General settings could not be loaded; using defaults', error);
      publish([]);
    });
}

type GeneralSettingsPairs = Parameters<typeof parseGeneralSettings>[0];

/** The published settings: the server's, with the stored feature flags read first (§4). */
export function settingsState(
  pairs: GeneralSettingsPairs,
  storage: StorageLike,
  storedKeys: readonly string[],
): SettingsState {
  const settings = parseGeneralSettings(pairs);
  const stored = storedFeatureFlagNames(storedKeys);
  return { settings, featureFlags: effectiveFeatureFlags(storage, stored, settings.featureFlags) };
}

function storageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}
