import type { GeneralSettings } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { bookingAvailability } from './rental-content';

const withRental = (rentalEnabled: boolean) => ({
  settings: { rentalEnabled } as GeneralSettings,
  featureFlags: {},
});

describe('bookingAvailability (general setting rental_enabled)', () => {
  it('follows the setting once the settings are known', () => {
    expect(bookingAvailability(withRental(true))).toBe('open');
    expect(bookingAvailability(withRental(false))).toBe('closed');
    expect(bookingAvailability(undefined)).toBe('unknown');
  });
});
