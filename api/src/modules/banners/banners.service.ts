import type { BannersResponse, Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listBanners } from './banners.repository.js';

const LIST_OF_KIND = {
  image: 'imageBanners',
  dynamic: 'dynamicPageBanners',
  text: 'textBanners',
} as const;

/** Platform §3 Banners: the banners split by kind, each list in display order. */
export async function getBanners(db: Kysely<Database>, lang: Language): Promise<BannersResponse> {
  const response: BannersResponse = { imageBanners: [], dynamicPageBanners: [], textBanners: [] };
  for (const { kind, banner } of await listBanners(db, lang)) {
    response[LIST_OF_KIND[kind]].push(banner);
  }
  return response;
}
