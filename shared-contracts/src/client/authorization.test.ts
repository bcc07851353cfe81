import { describe, expect, it } from 'vitest';
import { requiresAuthorization, toAuthorizationHeader } from './authorization.js';

describe('authorization rules (platform §7)', () => {
  it('authorises customer and bug-report paths for any method', () => {
    expect(requiresAuthorization('GET', '/api/customer/')).toBe(true);
    expect(requiresAuthorization('POST', '/api/customer/wishlist_toggle/')).toBe(true);
    expect(requiresAuthorization('POST', '/api/bug-report/')).toBe(true);
  });

  it('never authorises the password-reset email', () => {
    expect(requiresAuthorization('POST', '/api/customer/password/reset_email/')).toBe(false);
  });

  it('authorises checkout validation only as POST', () => {
    expect(requiresAuthorization('POST', '/api/checkout/')).toBe(true);
    expect(requiresAuthorization('GET', '/api/checkout/')).toBe(false);
    expect(requiresAuthorization('POST', '/api/orders/')).toBe(true);
    expect(requiresAuthorization('GET', '/api/orders/lookup/')).toBe(false);
    expect(requiresAuthorization('POST', '/api/review_votes/')).toBe(true);
    expect(requiresAuthorization('GET', '/api/product_reviews/')).toBe(false);
    expect(requiresAuthorization('POST', '/api/complaints/')).toBe(true);
    expect(requiresAuthorization('GET', '/api/complaints/mine/')).toBe(true);
  });

  it('authorises the wishlist toggle, not the back-in-stock notifier or a keyword popup', () => {
    expect(requiresAuthorization('POST', '/api/customer/wishlist_toggle/')).toBe(true);
    expect(requiresAuthorization('POST', '/api/product_availability_email_notify/')).toBe(false);
    expect(requiresAuthorization('GET', '/api/keyword-popup/?id=1&lang=sv')).toBe(false);
  });

  it('leaves public catalogue calls unauthorised, whatever the query', () => {
    expect(requiresAuthorization('GET', '/api/product-groups/')).toBe(false);
    expect(requiresAuthorization('GET', '/api/static-page/?slug=customer')).toBe(false);
  });

  it('builds the header from token type and access token', () => {
    expect(toAuthorizationHeader({ tokenType: 'Bearer', accessToken: 'abc' })).toBe('Bearer abc');
  });
});
