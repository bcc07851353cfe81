import { addTranslations } from '@shop/shared-contracts/react';
import { mergeMessages } from './define-messages';
import { baseMessages } from './messages/base';
import { blogMessages } from './messages/blog';
import { experiencesMessages } from './messages/experiences';
import { faqMessages } from './messages/faq';
import { formsMessages } from './messages/forms';
import { giftMessages } from './messages/gift';
import { rentalMessages } from './messages/rental';
import { storesMessages } from './messages/stores';

/** mf-content's one i18next namespace; each area keeps its messages in `messages/`. */
export const CONTENT_NAMESPACE = 'content';

export const contentMessages = mergeMessages(
  baseMessages,
  storesMessages,
  blogMessages,
  faqMessages,
  experiencesMessages,
  giftMessages,
  formsMessages,
  rentalMessages,
);

addTranslations(CONTENT_NAMESPACE, contentMessages);
