import { WEB_STORE_ID } from '../../lib/web-store.js';
import type { SkiWizardInfo } from '../schema.js';
import type { LeafGroup } from './groups.js';
import type { ModelRows } from './model-rows.js';
import { json } from './text.js';

/**
 * Ski wizard products every catalogue of some size holds (platform §3 Ski wizard, catalogue §5),
 * so that both sports have skis, bindings and boots that go together and ones that do not,
 * whatever the drawn models happen to be: alpine junior skis only the second binding takes and
 * walk-mode boots only the first; nordic skate skis only the skate binding takes and a classic
 * binding without the boot norm.
 */
export const SKI_WIZARD_KIT: readonly SkiWizardInfo[] = [
  { sport: 'laskettelu', group: 'skis', norm: 'alpine', fits: [] },
  { sport: 'laskettelu', group: 'skis', norm: 'junior', fits: [] },
  { sport: 'laskettelu', group: 'bindings', norm: 'alpine', fits: ['alpine', 'alpine-walk'] },
  { sport: 'laskettelu', group: 'bindings', norm: 'alpine', fits: ['alpine', 'junior'] },
  { sport: 'laskettelu', group: 'boots', norm: 'alpine-walk', fits: [] },
  { sport: 'laskettelu', group: 'boots', norm: 'junior', fits: [] },
  { sport: 'murto', group: 'skis', norm: 'nordic-classic', fits: [] },
  { sport: 'murto', group: 'skis', norm: 'nordic-skate', fits: [] },
  {
    sport: 'murto',
    group: 'bindings',
    norm: 'nordic-classic',
    fits: ['nordic-classic', 'nordic-boot'],
  },
  {
    sport: 'murto',
    group: 'bindings',
    norm: 'nordic-skate',
    fits: ['nordic-skate', 'nordic-boot'],
  },
  { sport: 'murto', group: 'bindings', norm: 'nordic-classic', fits: ['nordic-classic'] },
  { sport: 'murto', group: 'boots', norm: 'nordic-boot', fits: [] },
];

/**
 * The kit takes the last models of a catalogue at least this big (the tests' 60, the e2e's 160,
 * the default 2,000); a smaller one stays as drawn. The first models stay the same at any size.
 */
export const SKI_WIZARD_KIT_MIN_PRODUCTS = 2 * SKI_WIZARD_KIT.length;

/** The kit entry model `index` of `count` models is made from, if any. */
export function skiWizardKitEntry(index: number, count: number): SkiWizardInfo | undefined {
  if (count < SKI_WIZARD_KIT_MIN_PRODUCTS) return undefined;
  const position = index - (count - SKI_WIZARD_KIT.length);
  return position >= 0 ? SKI_WIZARD_KIT[position] : undefined;
}

/** The leaf of the entry's sport and group whose products come in the entry's norm. */
export function skiWizardKitLeaf(
  leaves: readonly LeafGroup[],
  entry: SkiWizardInfo,
): LeafGroup | undefined {
  return leaves.find((leaf) => {
    const wizard = leaf.spec.wizard;
    return (
      wizard?.sport === entry.sport &&
      wizard.group === entry.group &&
      wizard.norms.includes(entry.norm)
    );
  });
}

/**
 * Makes the model just generated a kit product: public, not campaign-only, the entry's norms,
 * and every variant orderable (catalogue §4): one neither on order nor in the web store gets web
 * stock, shipping in 2 days as stock in the web store does (catalogue §9), and web stock is not
 * blocked.
 */
export function makeSkiWizardKitModel(rows: ModelRows, modelId: number, entry: SkiWizardInfo) {
  for (const model of rows.product_models) {
    if (model.id !== modelId) continue;
    model.ski_wizard = json(entry);
    model.is_public = true;
    model.campaign_only = false;
  }
  for (const variant of rows.variants) {
    if (variant.model_id !== modelId) continue;
    const web = rows.stock.find(
      (stock) => stock.variant_id === variant.id && stock.store_id === WEB_STORE_ID,
    );
    if (!web) continue;
    web.blocked = false;
    if (web.quantity > 0 || variant.on_order) continue;
    web.quantity = 5;
    variant.shipping_days = 2;
    variant.incoming_date = null;
  }
}
