import type { CustomerResponse } from '@shop/shared-contracts';
import type { SessionMarker } from './auth-cookie';

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

/** A session marker kept in memory: whether the page starts marked, and how often it forgot. */
export function createMemorySessionMarker(signedIn = false) {
  let marked = signedIn;
  let forgotten = 0;
  const session: SessionMarker = {
    isSignedIn: () => marked,
    forget: () => {
      marked = false;
      forgotten += 1;
    },
  };
  return { session, isMarked: () => marked, forgotten: () => forgotten };
}
