import type { CustomerResponse, User } from '@shop/shared-contracts';

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
