import { describe, expect, it } from 'vitest';
import { keywordParts } from './keyword-parts';

const keywords = [
  { id: 1, keyword: 'waterproofness' },
  { id: 2, keyword: 'R-value' },
  { id: 3, keyword: 'DIN' },
];

describe('keywordParts', () => {
  it('marks whole keywords in any case', () => {
    expect(keywordParts('Waterproofness', keywords)).toEqual([
      { text: 'Waterproofness', popupId: 1 },
    ]);
    expect(keywordParts('DIN setting', keywords)).toEqual([
      { text: 'DIN', popupId: 3 },
      { text: ' setting' },
    ]);
    expect(keywordParts('Mat r-value 4.5', keywords)).toEqual([
      { text: 'Mat ' },
      { text: 'r-value', popupId: 2 },
      { text: ' 4.5' },
    ]);
  });

  it('leaves words that only contain a keyword alone', () => {
    expect(keywordParts('DINNER and DINs', keywords)).toEqual([{ text: 'DINNER and DINs' }]);
  });

  it('gives the text whole without keywords', () => {
    expect(keywordParts('Weight', [])).toEqual([{ text: 'Weight' }]);
  });
});
