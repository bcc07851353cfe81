import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { productMessageLoaders, productMessages } from './product-messages';

describe('product messages', () => {
  it('has every key in every language, with the plural forms each language needs', async () => {
    const byLanguage = await loadAllMessages(productMessageLoaders);
    expect(checkMessages(productMessages.namespace, byLanguage)).toEqual([]);
  });
});
