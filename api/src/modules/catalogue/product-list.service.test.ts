import { describe, expect, it } from 'vitest';
import { ancestorPaths, textToHtml } from './catalogue.service.js';
import { orderBySortIds, searchWords } from './product-list.service.js';

describe('orderBySortIds (catalogue §7)', () => {
  const cards = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('puts the listed ids first in their order and keeps the rest after', () => {
    expect(orderBySortIds(cards, [3, 99, 1]).map((card) => card.id)).toEqual([3, 1, 2, 4]);
  });

  it('keeps the default order without sortIds', () => {
    expect(orderBySortIds(cards, undefined).map((card) => card.id)).toEqual([1, 2, 3, 4]);
    expect(orderBySortIds(cards, []).map((card) => card.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('searchWords', () => {
  it('ignores case and non-alphanumeric characters (catalogue §5)', () => {
    expect(searchWords('  Gore-Tex   JACKET! ')).toEqual(['gore', 'tex', 'jacket']);
    expect(searchWords('%%')).toEqual([]);
  });
});

describe('ancestorPaths', () => {
  it('lists the paths above a group, root first', () => {
    expect(ancestorPaths('alpine-skiing/skis/piste-skis')).toEqual([
      'alpine-skiing',
      'alpine-skiing/skis',
    ]);
    expect(ancestorPaths('alpine-skiing')).toEqual([]);
  });
});

describe('textToHtml', () => {
  it('escapes the text and makes paragraphs of its blocks', () => {
    expect(textToHtml('Skis & <boots>\n\nSecond')).toBe(
      '<p>Skis &amp; &lt;boots&gt;</p><p>Second</p>',
    );
  });
});
