import { contentKeys, sharedKeys } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { describeKey } from './use-logged-query';

describe('describeKey', () => {
  it('names a read by its key without the API group', () => {
    expect(describeKey(contentKeys.store('atlantis', 'en'))).toBe('store|atlantis|en');
    expect(describeKey(sharedKeys.staticPage('returns', 'fi'))).toBe('static-page|returns|fi');
    expect(describeKey(contentKeys.blogPosts({ lang: 'sv', category: 'guides', page: 2 }))).toBe(
      'blog|posts|sv|{"category":"guides","groups":null,"page":2}',
    );
  });
});
