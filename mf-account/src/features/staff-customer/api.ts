import { accountApi, accountKeys, MIN_STAFF_CUSTOMER_QUERY } from '@shop/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Staff: customers whose email contains `q`; no request for a shorter query. */
export const useStaffCustomerSearch = (q: string) =>
  useQuery({
    queryKey: accountKeys.staffCustomers(q),
    queryFn: ({ signal }) => accountApi.staffCustomerSearch(q, signal),
    enabled: q.length >= MIN_STAFF_CUSTOMER_QUERY,
  });
