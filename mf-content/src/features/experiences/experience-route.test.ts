import { describe, expect, it } from 'vitest';
import { toExperienceView } from './experience-route';

describe('toExperienceView', () => {
  it('shows the products for the products route', () => {
    expect(toExperienceView('experiences-products', {})).toEqual({ kind: 'products' });
  });

  it('shows one experience by the rest of the path, or the list without one', () => {
    expect(toExperienceView('experiences', { '*': 'canoe-camping-weekend/' })).toEqual({
      kind: 'experience',
      slug: 'canoe-camping-weekend',
    });
    expect(toExperienceView('experiences', { '*': '' })).toEqual({ kind: 'list' });
    expect(toExperienceView('experiences', {})).toEqual({ kind: 'list' });
  });
});
