import { describe, expect, it } from 'vitest';
import { shownWizardPrice } from './wizard-price';

describe('shownWizardPrice (platform §4 Ski wizard)', () => {
  it('shows the discount price as the active one, with the regular price struck through', () => {
    expect(shownWizardPrice({ active: 19_900, regular: 24_900 })).toEqual({
      active: 'discount',
      current: 19_900,
      struck: 24_900,
    });
  });

  it('shows the regular price alone when no discount is on', () => {
    expect(shownWizardPrice({ active: 24_900, regular: 24_900 })).toEqual({
      active: 'regular',
      current: 24_900,
      struck: null,
    });
  });
});
