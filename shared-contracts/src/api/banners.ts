import * as z from '@shop/shared-contracts/zod';

/**
 * A banner (catalogue §3 Banner), texts in `?lang`. `url` and `buttonText` are
 * newline-separated lists paired by line: the n-th button text links to the n-th url.
 */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Empty for text banners. */
  image: z.string(),
  heading: z.string(),
  /** Colour spec `background/text`, e.g. `#1f2f55/#ffffff`. */
  subText: z.string(),
  url: z.string(),
  buttonText: z.string(),
  /** Where a cropped image keeps its focus, e.g. `center`. */
  cropPoint: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * `GET /api/banners/` response (platform §3 Banners), each list in display order. Dynamic
 * page banners are shown on the page their `url` names.
 */
export const bannersResponseSchema = z.object({
  imageBanners: z.array(bannerSchema),
  dynamicPageBanners: z.array(bannerSchema),
  textBanners: z.array(bannerSchema),
});
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
