import type { SettingsState } from '@shop/shared-contracts';

/** Static pages of the rental content (seeded by the api's `pages-rental.ts`). */
export const RENTAL_INFO_SLUG = 'rental-info';
export const RENTAL_BOOKING_SLUG = 'rental-booking';

/**
 * Whether booking is offered: general setting rental_enabled (platform §3); unknown while the
 * settings have not arrived, so the page neither offers nor denies booking too early.
 */
export function bookingAvailability(
  settings: SettingsState | undefined,
): 'open' | 'closed' | 'unknown' {
  if (!settings) return 'unknown';
  return settings.settings.rentalEnabled ? 'open' : 'closed';
}
