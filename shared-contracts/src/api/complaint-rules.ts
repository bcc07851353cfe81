// Zod-free: the complaint page's first load (before the form chunk) and the api use these.

/** Platform §3 complaint form: 'S' is the web shop, 'store' a physical store. */
export const COMPLAINT_SALES_CHANNELS = ['S', 'store'] as const;
export type ComplaintSalesChannel = (typeof COMPLAINT_SALES_CHANNELS)[number];

/** Catalogue §9: the central online store (main warehouse), the store of channel 'S'. */
export const MAIN_ONLINE_STORE_ID = 20;

/** What a complaint may carry: photos each uploaded alone (`POST /api/complaints/photos/`). */
export const COMPLAINT_LIMITS = {
  photosMax: 5,
  photoBytesMax: 10 * 1024 * 1024,
  complaintMin: 10,
  complaintMax: 4000,
} as const;

/** The picture types a photo may be; the api checks the bytes, not the name or the header. */
export const COMPLAINT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ComplaintPhotoType = (typeof COMPLAINT_PHOTO_TYPES)[number];

/** Where a complaint is in its handling, shown to the customer. */
export const COMPLAINT_STATUSES = ['received', 'in_progress', 'resolved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * Platform §3: with sales channel 'S' the store is the main online store and the order number
 * gets an 'S' prefix (once); a store purchase keeps the store and number it was given.
 */
export function applySalesChannel(input: {
  readonly salesChannel: ComplaintSalesChannel;
  readonly store: number | null;
  readonly orderNumber: string;
}): { store: number | null; orderNumber: string } {
  if (input.salesChannel !== 'S') return { store: input.store, orderNumber: input.orderNumber };
  const number = input.orderNumber.trim();
  const orderNumber =
    number === '' || /^S/i.test(number) ? number.replace(/^s/, 'S') : `S${number}`;
  return { store: MAIN_ONLINE_STORE_ID, orderNumber };
}

/** A price typed as euros ("49,90", "49.9", "50") in cents; null when it is not one. */
export function priceToCents(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the form shows a price: "49.90", "50.00". */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The picture type the bytes start with (JPEG, PNG, WebP), whatever the file is called. */
export function detectPhotoType(bytes: Uint8Array): ComplaintPhotoType | null {
  const at = (index: number) => bytes[index];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
