import { type GeneralSettingsResponse, isLanguage, type Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type StoredTranslation, translate } from '../../lib/translate.js';
import { listGeneralSettings } from './general-settings.repository.js';

/** A stored value that is a JSON object keyed only by shop languages holds a translated text. */
function parseTranslation(value: string): StoredTranslation {
  if (!value.trimStart().startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const entries = Object.entries(parsed);
  const isTranslation =
    entries.length > 0 &&
    entries.every(([key, text]) => isLanguage(key) && typeof text === 'string');
  return isTranslation ? (parsed as StoredTranslation) : undefined;
}

/**
 * A setting's value for `lang`: a translated text resolved to that language, anything else
 * (plain strings, JSON lists and maps such as `feature_flags`) exactly as stored, for the
 * client to parse (platform §3 General settings, §5).
 */
export function resolveSettingValue(value: string, lang: Language): string {
  const translation = parseTranslation(value);
  return translation ? translate(translation, lang) : value;
}

/** `GET /api/general-settings/`: every key/value pair, translated texts in `lang`. */
export async function getGeneralSettings(
  db: Kysely<Database>,
  lang: Language,
): Promise<GeneralSettingsResponse> {
  const settings = await listGeneralSettings(db);
  return settings.map(({ key, value }) => ({ key, value: resolveSettingValue(value, lang) }));
}
