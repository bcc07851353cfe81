import { describe, expect, it } from 'vitest';
import { ancestorPaths, textToHtml } from './catalogue.service.js';
import { searchWords } from './product-list.service.js';

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
