import type { Language } from '@shop/shared-contracts';
import { contentQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

export const useFaq = (language: Language) => useLoggedQuery(contentQueries.faq(language));
