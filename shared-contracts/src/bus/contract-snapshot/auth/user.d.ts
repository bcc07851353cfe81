import type { VotedReview } from '../api/customer.js';
/** Platform §3 User: who is logged in, as the shell publishes it on the bus. */
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
export declare const ANONYMOUS_USER: User;
