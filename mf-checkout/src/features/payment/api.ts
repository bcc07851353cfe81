import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** The shop's delivery countries by name in `language`, as the shell's locale modal offers them. */
export const useDeliveryCountries = (language: Language) =>
  useQuery({ ...sharedQueries.markets(language), select: (markets) => markets.countries });
