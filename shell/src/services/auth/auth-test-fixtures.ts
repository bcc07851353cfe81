import type { CustomerResponse } from '@shop/shared-contracts';
import type { AuthCookie } from './auth-cookie';

/** A staff customer as `GET /api/customer/` returns it. */
export const STAFF_CUSTOMER: CustomerResponse = {
  id: 7,
  is_staff: true,
  is_admin: false,
  username: 'staff.member',
  postcode: '00100',
  customer: {
    wishlist_model_ids: [11, 12],
    voted_reviews: [{ id: 3, vote: true }],
    is_org_user: false,
    hashed_email: 'a'.repeat(64),
    email: 'staff@example.com',
    cart_content: { products: [] },
  },
};

/** An auth cookie kept in memory, recording the lifetime it was written with. */
export function createMemoryAuthCookie(initial?: string) {
  let value = initial;
  let lifetimeSeconds: number | undefined;
  const cookie: AuthCookie = {
    read: () => value,
    write: (authorization, expiresInSeconds) => {
      value = authorization;
      lifetimeSeconds = expiresInSeconds;
    },
    remove: () => {
      value = undefined;
    },
  };
  return { cookie, lifetimeSeconds: () => lifetimeSeconds };
}
