import { checkMessages, type Language, loadAllMessages } from '@shop/shared-contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogMessageLoaders, catalogMessages } from './catalog-messages';

async function countsIn(language: Language, key: string, counts: readonly number[]) {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(await loadAllMessages(catalogMessageLoaders)).map(([lang, messages]) => [
      lang,
      { [catalogMessages.namespace]: messages },
    ]),
  );
  await instance.init({ lng: language, resources, ns: [catalogMessages.namespace] });
  const t = instance.getFixedT(language, catalogMessages.namespace);
  return counts.map((count) => t(key, { count }));
}

describe('catalog messages', () => {
  it('have every key and plural form in every language', async () => {
    expect(
      checkMessages(catalogMessages.namespace, await loadAllMessages(catalogMessageLoaders)),
    ).toEqual([]);
  });

  it('count products in English', async () => {
    expect(await countsIn('en', 'grid.count', [1, 2])).toEqual(['1 product', '2 products']);
    expect(await countsIn('en', 'brands.count', [1, 40])).toEqual(['1 brand', '40 brands']);
  });

  it('count products with the Russian one, few and many forms', async () => {
    expect(await countsIn('ru', 'grid.count', [1, 2, 5, 21, 22, 11])).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '21 товар',
      '22 товара',
      '11 товаров',
    ]);
  });

  it('use the French one and other forms', async () => {
    expect(await countsIn('fr', 'grid.count', [1, 3])).toEqual(['1 produit', '3 produits']);
  });
});
