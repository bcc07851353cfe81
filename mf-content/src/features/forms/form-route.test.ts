import { describe, expect, it } from 'vitest';
import { toFormView } from './form-route';

describe('toFormView', () => {
  it('gives each corporate route its form', () => {
    expect(toFormView('corporate-info-form')).toEqual({ kind: 'corporate-info' });
    expect(toFormView('corporate-newsletter')).toEqual({ kind: 'newsletter', list: 'corporate' });
    expect(toFormView('forest-newsletter')).toEqual({ kind: 'newsletter', list: 'forest' });
  });
});
