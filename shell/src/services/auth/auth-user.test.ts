import { describe, expect, it } from 'vitest';
import { STAFF_CUSTOMER } from './auth-test-fixtures';
import { toUser } from './auth-user';

describe('toUser (platform §3 User from the customer response)', () => {
  it('maps every user field of the customer response', () => {
    expect(toUser(STAFF_CUSTOMER)).toEqual({
      isAuthenticated: true,
      id: 7,
      wishlistModelIds: [11, 12],
      voteReviews: [{ id: 3, vote: true }],
      isStaffUser: true,
      isAdminUser: false,
      isOrgUser: false,
      hashedEmail: 'a'.repeat(64),
      email: 'staff@example.com',
      username: 'staff.member',
    });
  });

  it('keeps the username for staff only', () => {
    expect(toUser({ ...STAFF_CUSTOMER, is_staff: false }).username).toBeNull();
  });
});
