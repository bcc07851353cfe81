import { accountApi, accountKeys, type Language } from '@shop/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The logged-in customer's orders, newest first (`GET /api/customer/orders/`). */
export const useCustomerOrders = (language: Language) =>
  useQuery({
    queryKey: accountKeys.orders(language),
    queryFn: ({ signal }) => accountApi.customerOrders(language, signal),
  });
