import * as z from '@shop/shared-contracts/zod';

/**
 * One general setting (platform §3 General settings). `value` is always a string as stored;
 * some hold JSON (`quick_add_products`, `feature_flags`...), which the reader parses and
 * ignores when unparseable (platform §5). Translated settings come in `?lang`.
 */
export const generalSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
});
export type GeneralSetting = z.infer<typeof generalSettingSchema>;

/** `GET /api/general-settings/` response: every setting, ordered by key. */
export const generalSettingsResponseSchema = z.array(generalSettingSchema);
export type GeneralSettingsResponse = z.infer<typeof generalSettingsResponseSchema>;
