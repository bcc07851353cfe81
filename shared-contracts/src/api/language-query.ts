import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';

/** `?lang=`: which language translated fields come in; one of the six, default `fi`. */
export const languageQuerySchema = z.object({
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type LanguageQuery = z.infer<typeof languageQuerySchema>;
