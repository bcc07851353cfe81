import * as z from '@shop/shared-contracts/zod';

/**
 * A word in product descriptions that opens an explanation (catalogue §3 Keyword popup),
 * keyword and text in `?lang`; `url` links to more reading.
 */
export const keywordPopupSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  text: z.string(),
  url: z.string(),
});
/** One popup of the list (`KeywordPopup` is the one `GET /api/keyword-popup/` answers). */
export type KeywordPopupEntry = z.infer<typeof keywordPopupSchema>;

/** `GET /api/keyword-popups/` response (platform §7): every popup, ordered by id. */
export const keywordPopupsResponseSchema = z.array(keywordPopupSchema);
export type KeywordPopupsResponse = z.infer<typeof keywordPopupsResponseSchema>;
