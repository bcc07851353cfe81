import { describe } from 'vitest';
import { itHasCompleteMessages } from '../../test-support/message-checks';
import { joinMessageLoaders, joinMessages } from './messages';

describe('join messages', () => {
  itHasCompleteMessages(joinMessageLoaders, joinMessages.namespace);
});
