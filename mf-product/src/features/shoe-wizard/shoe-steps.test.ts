import type { Facets, ProductCard, ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  findFootwearGroup,
  matchesFit,
  nextShoeQuestion,
  offeredSizes,
  offersFitChoice,
  readShoeAnswers,
  shoeFilter,
  shoeListRequest,
  shoeSearch,
  shoeUse,
  shoeUsePath,
  withoutLastAnswer,
} from './shoe-steps';

const node = (slug: string, path: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id: path.length,
  name: slug,
  shortName: slug,
  slug,
  path,
  showInMenu: true,
  children,
  links: [],
});

const hiking = node('hiking-footwear', 'footwear/hiking-footwear', [
  node('hiking-boots', 'footwear/hiking-footwear/hiking-boots'),
  node('low-hiking-shoes', 'footwear/hiking-footwear/low-hiking-shoes'),
]);
const footwear = node('footwear', 'footwear', [hiking, node('sandals', 'footwear/sandals')]);

const query = (text: string) => new URLSearchParams(text);
const answersOf = (path: string, text = '') => {
  const answers = readShoeAnswers(footwear, path, query(text));
  if (!answers) throw new Error(`no answers for ${path}`);
  return answers;
};

const facets = (sizes: string[], wideCount: number | null): Facets => ({
  manufacturer: [],
  color: [],
  store: [],
  size: sizes.map((size) => ({ value: size, label: size, count: 1 })),
  group: [],
  price: null,
  properties:
    wideCount === null
      ? []
      : [{ slug: 'wide-fit', name: 'Wide fit', unit: '', filter: 'checkbox', count: wideCount }],
});

const card = (id: number, wide: boolean) =>
  ({ id, properties: wide ? [{ slug: 'wide-fit', value: 'true' }] : [] }) as unknown as ProductCard;

describe('the shoe wizard: use, gender, size, fit', () => {
  it('starts from the group the api names, and from none when it names none', () => {
    const productGroups = [node('alpine-skiing', 'alpine-skiing'), footwear];
    const named = { alpine: null, nordic: null, footwear: footwear.id };
    expect(findFootwearGroup({ productGroups, wizardGroups: named })?.slug).toBe('footwear');
    expect(findFootwearGroup({ productGroups, wizardGroups: { ...named, footwear: null } })).toBe(
      undefined,
    );
    expect(findFootwearGroup({ productGroups })).toBeUndefined();
  });

  it('asks the use first, then whom for, the size and the fit, then shows the shoes', () => {
    const sizes = ['40', '41', '42'];
    expect(nextShoeQuestion(answersOf(''), null, false)).toBe('use');
    expect(nextShoeQuestion(answersOf('hiking-footwear'), null, false)).toBe('gender');
    const women = answersOf('hiking-footwear', 'gender=women');
    expect(nextShoeQuestion(women, sizes, true)).toBe('size');
    const sized = answersOf('hiking-footwear/', 'gender=women&size=42');
    expect(nextShoeQuestion(sized, sizes, true)).toBe('fit');
    expect(nextShoeQuestion(sized, sizes, false)).toBe('result');
    const fitted = answersOf('hiking-footwear', 'gender=women&size=42&fit=wide');
    expect(nextShoeQuestion(fitted, sizes, true)).toBe('result');
  });

  it('asks again for a size the shoes do not come in, and ignores answers it does not ask', () => {
    const answers = answersOf('hiking-footwear', 'gender=robots&size=99&fit=narrow');
    expect(answers.gender).toBeUndefined();
    expect(answers.fit).toBeUndefined();
    const sized = answersOf('hiking-footwear', 'gender=men&size=99');
    expect(nextShoeQuestion(sized, ['40', '41'], false)).toBe('size');
  });

  it('takes a narrower group as the use, and rejects a path that names no group', () => {
    const narrow = answersOf('hiking-footwear/hiking-boots');
    expect(shoeUse(narrow)?.path).toBe('footwear/hiking-footwear/hiking-boots');
    expect(shoeUsePath(narrow.trail)).toBe('hiking-footwear/hiking-boots');
    expect(readShoeAnswers(footwear, 'hiking-footwear/ski-boots', query(''))).toBeNull();
  });

  it('writes the answers to the address in question order and takes the last one back', () => {
    const answers = answersOf('sandals', 'fit=wide&size=42,5&gender=kids');
    expect(shoeSearch(answers)).toBe('?gender=kids&size=42%2C5&fit=wide');
    const back = withoutLastAnswer(answers);
    expect(shoeSearch(back)).toBe('?gender=kids&size=42%2C5');
    expect(shoeSearch(withoutLastAnswer(withoutLastAnswer(back)))).toBe('');
    expect(withoutLastAnswer({ trail: answers.trail }).trail).toEqual([]);
  });

  it('asks the catalogue for the use’s group, the gender, the size and wide lasts', () => {
    const answers = answersOf('hiking-footwear', 'gender=women&size=42,5&fit=wide');
    const use = shoeUse(answers);
    if (!use) throw new Error('no use');
    expect(shoeListRequest(use, answers, { language: 'en', taxAreaId: 1, limit: 120 })).toEqual({
      list: {
        source: 'ProductGroup',
        id: use.id,
        language: 'en',
        taxAreaId: 1,
        genders: ['women'],
      },
      filter: 'size=42_5&wide-fit=true',
      offset: 0,
      limit: 120,
    });
    expect(shoeFilter({ size: '42', fit: 'regular' })).toBe('size=42');
  });

  it('offers the sizes the shoes come in, and the fit only where they differ in width', () => {
    expect(offeredSizes(facets(['40', '41'], 2))).toEqual(['40', '41']);
    expect(offeredSizes(null)).toEqual([]);
    expect(offersFitChoice(facets(['40'], 2))).toBe(true);
    expect(offersFitChoice(facets(['40'], null))).toBe(false);
  });

  it('keeps wide lasts for wide feet and the others for regular feet', () => {
    expect(matchesFit(card(1, true), 'wide')).toBe(true);
    expect(matchesFit(card(2, false), 'wide')).toBe(false);
    expect(matchesFit(card(1, true), 'regular')).toBe(false);
    expect(matchesFit(card(2, false), 'regular')).toBe(true);
    expect(matchesFit(card(1, true), undefined)).toBe(true);
  });
});
