import type { CustomerResponse, VotedReview } from '@shop/shared-contracts';

/** Platform §3 User. */
export interface User {
  readonly isAuthenticated: boolean;
  readonly id: number | null;
  readonly wishlistModelIds: readonly number[];
  readonly voteReviews: readonly VotedReview[];
  readonly isStaffUser: boolean;
  readonly isAdminUser: boolean;
  readonly isOrgUser: boolean;
  readonly hashedEmail: string;
  readonly email: string;
  /** Kept for staff users only (platform §3). */
  readonly username: string | null;
}

/** The user of a visitor who is not logged in. */
export const ANONYMOUS_USER: User = {
  isAuthenticated: false,
  id: null,
  wishlistModelIds: [],
  voteReviews: [],
  isStaffUser: false,
  isAdminUser: false,
  isOrgUser: false,
  hashedEmail: '',
  email: '',
  username: null,
};

/** Maps the `GET /api/customer/` response to the user (platform §3). */
export function toUser(response: CustomerResponse): User {
  const { customer } = response;
  return {
    isAuthenticated: true,
    id: response.id,
    wishlistModelIds: customer.wishlist_model_ids,
    voteReviews: customer.voted_reviews,
    isStaffUser: response.is_staff,
    isAdminUser: response.is_admin,
    isOrgUser: customer.is_org_user,
    hashedEmail: customer.hashed_email,
    email: customer.email,
    username: response.is_staff ? response.username : null,
  };
}
