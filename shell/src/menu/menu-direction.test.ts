import { describe, expect, it } from 'vitest';
import { BACK_STEP_STATE, isBackStep } from './menu-direction';

describe('isBackStep', () => {
  it('is a back step with the ?back query key or the back state', () => {
    expect(isBackStep('?back', null)).toBe(true);
    expect(isBackStep('', BACK_STEP_STATE)).toBe(true);
  });

  it('is a forward step otherwise', () => {
    expect(isBackStep('?skis', null)).toBe(false);
    expect(isBackStep('', { menuStep: 'forward' })).toBe(false);
    expect(isBackStep('', 'back')).toBe(false);
  });
});
