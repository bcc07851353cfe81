import type { ApiFetch } from '@shop/shared-contracts/bus';
import { yieldToMain } from './yield-to-main';

/**
 * The page's api calls, each started in a task of its own. A page's first effects start several
 * reads at once (the product page four) and each `fetch` costs a phone 5–20 ms of its main
 * thread: started together they were a third of one long task after hydration (TBT, issue 9).
 */
export function createApiFetchInOwnTask(fetch: ApiFetch): ApiFetch {
  return async (input, init) => {
    await yieldToMain();
    return fetch(input, init);
  };
}
