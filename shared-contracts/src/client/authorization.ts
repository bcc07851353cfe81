/** An issued login token: the header is `{tokenType} {accessToken}` (platform §6, §7). */
export interface AuthToken {
  readonly tokenType: string;
  readonly accessToken: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

const AUTHENTICATED_PREFIXES = ['/api/customer/', '/api/bug-report/'];
/** The password-reset email is sent for someone who cannot log in: never authorised. */
const UNAUTHENTICATED_EXCEPTION = '/api/customer/password/reset_email/';

/** Platform §7: which calls carry the authorization header. */
export function requiresAuthorization(method: HttpMethod, path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  if (pathname.startsWith(UNAUTHENTICATED_EXCEPTION)) return false;
  if (method === 'POST' && pathname === '/api/checkout/') return true;
  // Placing an order ties it to the logged-in customer (the shop's addition to §7's list).
  if (method === 'POST' && pathname === '/api/orders/') return true;
  // A review vote is the logged-in customer's (the api does not take a customer id on trust).
  if (method === 'POST' && pathname === '/api/review_votes/') return true;
  // Complaints and their photos are the complainant's when logged in: their orders prefill the
  // form, their list and photos are theirs only (platform §3 complaint form).
  if (pathname.startsWith('/api/complaints/')) return true;
  return AUTHENTICATED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function toAuthorizationHeader(token: AuthToken): string {
  return `${token.tokenType} ${token.accessToken}`;
}
