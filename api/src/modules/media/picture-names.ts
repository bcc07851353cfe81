import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readCatalogueVersion } from '../catalogue/catalogue-version.js';
import type { MediaFolder } from './media-keys.js';

/** Whether a picture name is one the shop uses, so that the media route may draw it. */
export interface PictureNames {
  has(folder: MediaFolder, name: string): Promise<boolean>;
}

export interface PictureNamesOptions {
  /**
   * Bytes of names held in memory, all folders together (a name counts twice its length plus a
   * Set entry's overhead). A folder whose names do not fit is asked of the database name by name.
   */
  readonly maxBytes?: number;
}

/** A Set entry and a short string's header, roughly, besides the characters. */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * Every column that holds a picture's URL (`/media/<folder>/<name>.<format>`, written by the
 * seed and imports through media-keys.ts). Reviews are left out: their pictures are the
 * product's own (product_images) and a review cannot add one.
 */
const PICTURE_URLS = sql`
  select url from product_images
  union all select quote->>'image' from product_models where quote is not null
  union all select logo from manufacturers
  union all select jsonb_array_elements_text(promo_images) from manufacturers
  union all select image from product_group_links
  union all select image from stores
  union all select image from campaigns
  union all select image from gift_campaign_categories
  union all select image from bloggers
  union all select image from blog_posts
  union all select image from banners
  union all select image from experiences
  union all select image from size_tables where image is not null
`;

/** The picture name of a URL in `folder` (any format: the route draws each from the name). */
const nameIn = (folder: MediaFolder): RawBuilder<string | null> =>
  sql<string | null>`substring(url from ${`^/media/${folder}/([0-9a-z_-]+)\\.(webp|png|svg)$`})`;

async function loadNames(db: Kysely<Database>, folder: MediaFolder): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select distinct ${nameIn(folder)} as name from (${PICTURE_URLS}) as pictures (url)
    where url like ${`/media/${folder}/%`} and ${nameIn(folder)} is not null
  `.execute(db);
  return rows.map((row) => row.name);
}

async function isStored(db: Kysely<Database>, folder: MediaFolder, name: string) {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from (${PICTURE_URLS}) as pictures (url)
    where url like ${`/media/${folder}/%`} and ${nameIn(folder)} = ${name} limit 1
  `.execute(db);
  return rows.length > 0;
}

interface FolderNames {
  /** The catalogue version read before the names were. */
  readonly version: string;
  /** The names, or undefined when they were too many to hold (asked one by one). */
  readonly names: Set<string> | undefined;
  readonly bytes: number;
}

/**
 * The picture names the database holds, by folder, loaded when a folder is first asked for.
 * A name found is answered from memory with no query (a picture that has just been removed may
 * still be drawn once more, which costs nothing but the drawing). A name not found is checked
 * against the catalogue's version (migrations 0028 and 0032: every table of `PICTURE_URLS`
 * notes its changes there), one read shared by the requests asking at once; when the version
 * moved, the folder's names are read again, so a new product's pictures are drawn without a
 * restart, and an invented name costs one short query, never a drawing.
 */
export function createPictureNames(
  db: Kysely<Database>,
  { maxBytes = 16 * 1024 * 1024 }: PictureNamesOptions = {},
): PictureNames & { readonly size: { readonly names: number; readonly bytes: number } } {
  const folders = new Map<MediaFolder, FolderNames>();
  const loading = new Map<MediaFolder, Promise<FolderNames>>();
  let versionRead: Promise<string> | undefined;

  const currentVersion = () => {
    versionRead ??= readCatalogueVersion(db).finally(() => {
      versionRead = undefined;
    });
    return versionRead;
  };
  /** Bytes of the names held, leaving out `except`'s (about to be replaced). */
  const heldBytes = (except?: MediaFolder) =>
    [...folders].reduce((sum, [folder, entry]) => (folder === except ? sum : sum + entry.bytes), 0);

  const load = (folder: MediaFolder, version: string) => {
    let pending = loading.get(folder);
    if (!pending) {
      pending = (async () => {
        const names = await loadNames(db, folder);
        const bytes = names.reduce((sum, name) => sum + 2 * name.length + ENTRY_OVERHEAD_BYTES, 0);
        const fits = bytes <= maxBytes - heldBytes(folder);
        const entry: FolderNames = fits
          ? { version, names: new Set(names), bytes }
          : { version, names: undefined, bytes: 0 };
        folders.set(folder, entry);
        return entry;
      })().finally(() => loading.delete(folder));
      loading.set(folder, pending);
    }
    return pending;
  };

  return {
    async has(folder, name) {
      const known = folders.get(folder);
      if (known?.names?.has(name)) return true;
      const version = await currentVersion();
      const entry = known?.version === version ? known : await load(folder, version);
      return entry.names ? entry.names.has(name) : isStored(db, folder, name);
    },
    get size() {
      let names = 0;
      for (const entry of folders.values()) names += entry.names?.size ?? 0;
      return { names, bytes: heldBytes() };
    },
  };
}
