import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { wizardMessageLoaders, wizardMessages } from './wizard-messages';

describe('wizard messages', () => {
  it('has every key in every language, with the plural forms each language needs', async () => {
    const byLanguage = await loadAllMessages(wizardMessageLoaders);
    expect(checkMessages(wizardMessages.namespace, byLanguage)).toEqual([]);
  });

  it('gives the ski wizard the message of catalogue §5 in English', async () => {
    const { en } = await loadAllMessages(wizardMessageLoaders);
    expect(en['ski.incompatible']).toBe(
      'This product or size is incompatible with the selected products.',
    );
  });
});
