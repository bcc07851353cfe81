import { loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { itHasCompleteMessages } from '../../test-support/message-checks';
import { complaintMessageLoaders, complaintMessages } from './messages';

describe('complaint messages', () => {
  itHasCompleteMessages(complaintMessageLoaders, complaintMessages.namespace);

  it('name a text for every custom issue of the complaint schema', async () => {
    const { en } = await loadAllMessages(complaintMessageLoaders);
    const keys = [
      'error.price',
      'error.phone',
      'error.postNumber',
      'error.orderNumber',
      'error.orderNumberRequired',
      'error.receipt',
      'error.date',
      'error.future',
      'error.size',
      'error.store',
    ];
    expect(keys.filter((key) => en[key] === undefined)).toEqual([]);
  });
});
