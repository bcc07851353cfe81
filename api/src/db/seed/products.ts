import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { GroupTree, LeafGroup } from './groups.js';
import { insertRows } from './insert.js';
import { emptyRows, MODEL_TABLES, type ModelRows } from './model-rows.js';
import type { Random } from './prng.js';
import { type GeneratedModel, type GeneratorContext, generateModel } from './product-model.js';
import { generateSecondHand } from './product-second-hand.js';
import {
  makeSkiWizardKitModel,
  skiWizardKitEntry,
  skiWizardKitLeaf,
} from './product-ski-wizard.js';
import { addGiftCards, insertBundles } from './product-specials.js';
import type { Brand, Reference } from './reference.js';

/** Regular models get ids from here up, clear of the gift card ids 1412 and 2427. */
export const FIRST_MODEL_ID = 3001;
const CHUNK = 400;

async function flush(db: Kysely<Database>, rows: ModelRows): Promise<void> {
  for (const table of MODEL_TABLES) await insertRows(db, table, rows[table] as never);
}

function brandPools(reference: Reference, leaves: readonly LeafGroup[]): Map<string, Brand[]> {
  const pools = new Map<string, Brand[]>();
  for (const leaf of leaves) {
    const makers = reference.brands.filter((brand) => brand.makes.includes(leaf.top));
    pools.set(leaf.top, makers.length > 0 ? makers : reference.brands);
  }
  return pools;
}

/**
 * Generates and writes `count` product models plus the gift cards and bundle offers. Model i
 * draws from its own forked stream, so the first models are the same at any catalogue size; the
 * last ones of a catalogue of 24 or more are the ski wizard's kit (`SKI_WIZARD_KIT`).
 */
export async function insertProducts(
  db: Kysely<Database>,
  random: Random,
  reference: Reference,
  tree: GroupTree,
  options: { count: number; referenceDate: Date },
): Promise<GeneratedModel[]> {
  const context: GeneratorContext = {
    reference,
    outletByKind: tree.outletByKind,
    referenceDate: options.referenceDate,
    slugs: new Set(),
    next: { variant: 1, image: 1, review: 1 },
  };
  const leafWeights = tree.leaves
    .map((leaf) => [leaf, leaf.spec.weight ?? 1] as const)
    .filter(([, weight]) => weight > 0);
  const pools = brandPools(reference, tree.leaves);
  const lastInLeaf = new Map<number, GeneratedModel>();
  const generated: GeneratedModel[] = [];
  let rows = emptyRows();
  addGiftCards(context, random.fork('gift-cards'), tree.leaves, reference.noBrand, rows);
  for (let index = 0; index < options.count; index++) {
    const modelRandom = random.fork(`model-${index}`);
    const drawn = modelRandom.weighted(leafWeights);
    // The last models of a catalogue are the ski wizard's kit (platform §3, catalogue §5).
    const kit = skiWizardKitEntry(index, options.count);
    const leaf = (kit && skiWizardKitLeaf(tree.leaves, kit)) || drawn;
    const id = FIRST_MODEL_ID + index;
    const parent = lastInLeaf.get(leaf.id);
    if (!kit && parent && modelRandom.chance(0.015)) {
      generateSecondHand(context, modelRandom, id, parent, rows);
    } else {
      const brand = modelRandom.pick(pools.get(leaf.top) ?? reference.brands);
      const model = generateModel(context, modelRandom, id, leaf, brand, rows);
      if (kit) makeSkiWizardKitModel(rows, id, kit);
      generated.push(model);
      lastInLeaf.set(leaf.id, model);
    }
    if (rows.product_models.length >= CHUNK) {
      await flush(db, rows);
      rows = emptyRows();
    }
  }
  await flush(db, rows);
  await insertBundles(db, random.fork('bundles'), generated);
  return generated;
}
