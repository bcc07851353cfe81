import {
  clashingChoices,
  createMemoryStorage,
  type WizardChoice,
  type WizardProduct,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  type ChosenProduct,
  choiceFits,
  chosenIds,
  readSelection,
  refreshSelection,
  selectionStorageKey,
  toChosenProduct,
  withChoice,
  writeSelection,
} from './wizard-selection';

function product(modelId: number, norm: string, fits: string[] = []): WizardProduct {
  return {
    modelId,
    slug: `model-${modelId}`,
    name: `Model ${modelId}`,
    brand: 'Nordvik',
    image: '',
    path: `/nordvik/skis/model-${modelId}/`,
    norm,
    fits,
    price: { active: 30_000, regular: 30_000 },
    hasPriceRange: false,
    variants: [
      {
        variantId: modelId * 10 + 1,
        label: '170 cm',
        size: '170 cm',
        isOrderable: true,
        price: { active: 30_000, regular: 30_000 },
      },
      {
        variantId: modelId * 10 + 2,
        label: '177 cm',
        size: '177 cm',
        isOrderable: true,
        price: { active: 32_000, regular: 34_000 },
      },
    ],
    conflicts: [],
    isCompatible: true,
  };
}

const skis = product(1, 'nordic-classic');
const binding = product(2, 'nordic-skate', ['nordic-skate', 'nordic-boot']);
const chosen = (item: WizardProduct, index = 0): ChosenProduct => {
  const variant = item.variants[index];
  if (!variant) throw new Error('no variant');
  return toChosenProduct(item, variant);
};

describe('the ski wizard selection (platform §3, §5)', () => {
  it('keeps alpine and nordic apart in local storage', () => {
    const storage = createMemoryStorage();
    writeSelection(storage, 'nordic', { skis: chosen(skis) });
    expect(readSelection(storage, 'nordic').skis?.variantId).toBe(11);
    expect(readSelection(storage, 'alpine')).toEqual({});
    expect(selectionStorageKey('alpine')).not.toBe(selectionStorageKey('nordic'));
  });

  it('drops a stored entry of another shape, keeping the rest', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      selectionStorageKey('alpine'),
      JSON.stringify({ skis: chosen(skis), boots: { variantId: 'x' }, poles: chosen(skis) }),
    );
    expect(Object.keys(readSelection(storage, 'alpine'))).toEqual(['skis']);
    storage.setItem(selectionStorageKey('alpine'), '[1,2]');
    expect(readSelection(storage, 'alpine')).toEqual({});
    storage.setItem(selectionStorageKey('alpine'), '{not json');
    expect(readSelection(storage, 'alpine')).toEqual({});
  });

  it('keeps the size chosen and its price', () => {
    const long = chosen(skis, 1);
    expect(long).toMatchObject({
      variantId: 12,
      modelId: 1,
      variantLabel: '177 cm',
      price: { active: 32_000, regular: 34_000 },
    });
  });

  it('replaces a group’s choice, clears it, and sends only the chosen ids', () => {
    let selection = withChoice({}, 'skis', chosen(skis));
    selection = withChoice(selection, 'skis', chosen(skis, 1));
    selection = withChoice(selection, 'bindings', chosen(binding));
    expect(chosenIds(selection)).toEqual({ skis: 12, bindings: 21 });
    selection = withChoice(selection, 'bindings', null);
    expect(chosenIds(selection)).toEqual({ skis: 12 });
    expect('bindings' in selection).toBe(false);
  });

  it('tells when a kept selection no longer fits together (catalogue §5)', () => {
    const selection = { skis: chosen(skis), bindings: chosen(binding) };
    expect(clashingChoices(choiceFits(selection))).toEqual(['bindings', 'skis']);
  });

  it('takes the api’s fresh data for the ids it was sent and drops the ones it no longer knows', () => {
    const selection = { skis: chosen(skis), bindings: chosen(binding) };
    const renamed: WizardChoice = {
      variantId: 11,
      product: {
        ...skis,
        name: 'Malli 1',
        variants: skis.variants.map((variant) =>
          variant.variantId === 11
            ? { ...variant, price: { active: 25_000, regular: 30_000 } }
            : variant,
        ),
      },
    };
    const next = refreshSelection(
      selection,
      { skis: 11, bindings: 21 },
      { skis: renamed, bindings: null, boots: null },
    );
    expect(next.skis).toMatchObject({ name: 'Malli 1', price: { active: 25_000 } });
    expect(next.bindings).toBeUndefined();
  });

  it('leaves a choice made after the request alone, and answers the same selection when nothing changed', () => {
    const selection = { skis: chosen(skis, 1) };
    const stale: WizardChoice = { variantId: 11, product: skis };
    expect(
      refreshSelection(selection, { skis: 11 }, { skis: null, bindings: null, boots: null }),
    ).toBe(selection);
    const same = { skis: chosen(skis) };
    expect(refreshSelection(same, { skis: 11 }, { skis: stale, bindings: null, boots: null })).toBe(
      same,
    );
  });
});
