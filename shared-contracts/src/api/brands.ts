import * as z from '@shop/shared-contracts/zod';

/** A brand in the brand list (catalogue §3 Manufacturer, without its long texts). */
export const brandSchema = z.object({
  id: z.number().int(),
  /** The brand page is `/{slug}/`. */
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  /** Headline of the brand page in `?lang`. */
  title: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** `GET /api/brands/` response (platform §7): every brand, ordered by name. */
export const brandsResponseSchema = z.array(brandSchema);
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
