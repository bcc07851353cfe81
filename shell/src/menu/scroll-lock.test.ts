import { describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock';

describe('lockScroll (platform §4 mobile menu open flag)', () => {
  it('hides overflow while locked and restores the previous value', () => {
    const style = { overflow: 'auto' };
    const unlock = lockScroll(style);
    expect(style.overflow).toBe('hidden');
    unlock();
    expect(style.overflow).toBe('auto');
  });
});
