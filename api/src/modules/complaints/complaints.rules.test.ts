import { applySalesChannel, detectPhotoType, priceToCents } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { complaintNumber, rowUnitDiscount } from './complaints.rules.js';

describe('complaint rules (platform §3 complaint form)', () => {
  it("sets the main online store and an 'S' prefix for sales channel S", () => {
    expect(applySalesChannel({ salesChannel: 'S', store: 5, orderNumber: '1000101' })).toEqual({
      store: 20,
      orderNumber: 'S1000101',
    });
    expect(applySalesChannel({ salesChannel: 'S', store: null, orderNumber: 'S1000101' })).toEqual({
      store: 20,
      orderNumber: 'S1000101',
    });
    expect(
      applySalesChannel({ salesChannel: 'S', store: null, orderNumber: 's77' }).orderNumber,
    ).toBe('S77');
  });

  it('keeps the store and number of a store purchase', () => {
    expect(applySalesChannel({ salesChannel: 'store', store: 5, orderNumber: '123' })).toEqual({
      store: 5,
      orderNumber: '123',
    });
  });

  it('reads typed euro prices as cents and refuses anything else', () => {
    expect(priceToCents('0')).toBe(0);
    expect(priceToCents('49,90')).toBe(4990);
    expect(priceToCents('49.9')).toBe(4990);
    expect(priceToCents(' 120 ')).toBe(12000);
    expect(priceToCents('-1')).toBeNull();
    expect(priceToCents('1.234')).toBeNull();
    expect(priceToCents('abc')).toBeNull();
  });

  it('tells JPEG, PNG and WebP by their bytes, not by name', () => {
    expect(detectPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(detectPhotoType(webp)).toBe('image/webp');
    expect(detectPhotoType(new TextEncoder().encode('just some text'))).toBeNull();
    expect(detectPhotoType(new Uint8Array())).toBeNull();
  });

  it('numbers complaints and shares an order discount by row price', () => {
    expect(complaintNumber(42)).toBe('R000042');
    expect(complaintNumber(1234567)).toBe('R1234567');
    expect(rowUnitDiscount(5000, 10000, 1000)).toBe(500);
    expect(rowUnitDiscount(5000, 10000, 0)).toBe(0);
    expect(rowUnitDiscount(100, 0, 50)).toBe(0);
  });
});
