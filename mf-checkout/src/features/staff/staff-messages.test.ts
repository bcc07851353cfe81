import {
  checkMessages,
  loadAllMessages,
  TRANSFER_PICKS_SHORT_MESSAGE,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { staffLoaders, staffMessages } from '../../messages/staff-messages';

describe('staff messages', () => {
  it('have every key and plural form in all six languages', async () => {
    expect(checkMessages(staffMessages.namespace, await loadAllMessages(staffLoaders))).toEqual([]);
  });

  it('say the platform §5 picks message in Finnish word for word', async () => {
    const { fi } = await loadAllMessages(staffLoaders);
    expect(fi['transfer.picksShort']).toBe(
      TRANSFER_PICKS_SHORT_MESSAGE.replace('{product}', '{{product}}'),
    );
  });
});
