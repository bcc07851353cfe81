import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parseGeneralSettings } from './general-settings.js';

const parse = (settings: Record<string, string>) =>
  parseGeneralSettings(Object.entries(settings).map(([key, value]) => ({ key, value })));

describe('parseGeneralSettings (platform §3 general settings, §5)', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());
  afterAll(() => consoleError.mockRestore());

  it('has the defaults when nothing is set', () => {
    expect(parse({})).toEqual({
      priceEndingMaxDays: 30,
      rentalEnabled: false,
      quickAddProducts: [],
      featureFlags: {},
      frosmoCategoryStrategy: 'sort-product-group',
    });
  });

  it("enables rental only for the string 'true'", () => {
    expect(parse({ rental_enabled: 'true' }).rentalEnabled).toBe(true);
    expect(parse({ rental_enabled: 'True' }).rentalEnabled).toBe(false);
    expect(parse({ rental_enabled: '1' }).rentalEnabled).toBe(false);
  });

  it('reads price_ending_max_days as a number, 30 when missing or not a number', () => {
    expect(parse({ price_ending_max_days: '14' }).priceEndingMaxDays).toBe(14);
    expect(parse({ price_ending_max_days: 'soon' }).priceEndingMaxDays).toBe(30);
    expect(parse({ price_ending_max_days: '' }).priceEndingMaxDays).toBe(30);
  });

  it('parses quick_add_products and feature_flags as JSON', () => {
    const settings = parse({
      quick_add_products: '[101, 102]',
      feature_flags: '{"newMenu": true, "oldCart": 0}',
    });
    expect(settings.quickAddProducts).toEqual([101, 102]);
    expect(settings.featureFlags).toEqual({ newMenu: true, oldCart: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs and ignores unparseable quick_add_products or feature_flags', () => {
    const settings = parse({ quick_add_products: '[101,', feature_flags: '["newMenu"]' });
    expect(settings.quickAddProducts).toEqual([]);
    expect(settings.featureFlags).toEqual({});
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('uses target_country_delivery_added_days only when it has a brace and parses', () => {
    const value = JSON.stringify({
      countries: [
        {
          delivery_country_code: 'se',
          is_enabled: true,
          delivery_days: { ski_bundle_days: { start: 3, end: 5 }, '0-100': { start: 1, end: 2 } },
        },
      ],
    });
    expect(
      parse({ target_country_delivery_added_days: value }).targetCountryDeliveryAddedDays,
    ).toEqual({
      countries: [
        {
          deliveryCountryCode: 'se',
          isEnabled: true,
          deliveryDays: { ski_bundle_days: { start: 3, end: 5 }, '0-100': { start: 1, end: 2 } },
        },
      ],
    });
  });

  it('ignores target_country_delivery_added_days with a logged error otherwise', () => {
    for (const value of ['2', 'none', '{countries: [}']) {
      expect(parse({ target_country_delivery_added_days: value })).not.toHaveProperty(
        'targetCountryDeliveryAddedDays',
      );
    }
    expect(consoleError).toHaveBeenCalledTimes(3);
  });

  it('keeps the other keys as strings and the default category strategy when empty', () => {
    const settings = parse({
      frontpage_title: 'Outdoor gear',
      frosmo_search_sort_by: 'relevance',
      frosmo_category_strategy: '',
      unknown_key: 'x',
    });
    expect(settings).toMatchObject({
      frontpageTitle: 'Outdoor gear',
      frosmoSearchSortBy: 'relevance',
      frosmoCategoryStrategy: 'sort-product-group',
    });
    expect(settings).not.toHaveProperty('unknown_key');
  });
});
