import type { CardPrice } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { cardPriceShown } from './card-price-model';

const price: CardPrice = {
  active: 9000,
  reference: 12000,
  club: 8000,
  type: 'club',
  lowest30d: null,
};

describe('cardPriceShown (catalogue §1: club prices apply only when logged in)', () => {
  it('shows a member the lower club price first and what non-members pay second', () => {
    expect(cardPriceShown(price, true)).toEqual({ isClubPrice: true, main: 8000, nonMember: 9000 });
  });

  it('shows a guest everyone’s price with the club price beside it', () => {
    expect(cardPriceShown(price, false)).toEqual({ isClubPrice: false, main: 9000, club: 8000 });
  });

  it('keeps everyone’s price first for a member when there is no lower club price', () => {
    expect(cardPriceShown({ ...price, club: null }, true)).toEqual({
      isClubPrice: false,
      main: 9000,
      club: null,
    });
    expect(cardPriceShown({ ...price, club: 9000 }, true)).toMatchObject({ main: 9000 });
  });
});
