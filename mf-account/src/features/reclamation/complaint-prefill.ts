import {
  type ComplaintOrder,
  type ComplaintRequest,
  centsToPrice,
  type Language,
} from '@shop/shared-contracts';

/** An empty complaint form; a logged-in customer's email filled in. */
export function emptyComplaint(language: Language, email = ''): ComplaintRequest {
  return {
    customerName: '',
    email,
    phone: '',
    address: '',
    postNumber: '',
    city: '',
    salesChannel: 'S',
    store: null,
    targetStore: null,
    orderNumber: '',
    receipt: '',
    timeOfPurchase: '',
    // Platform §3: the price defaults to "0".
    price: '0',
    used: false,
    manufacturer: '',
    model: '',
    color: '',
    size: '',
    noSize: false,
    complaint: '',
    rowId: null,
    orderDate: '',
    unitDiscount: '0',
    calculatedDiscount: false,
    photos: [],
    lang: language,
  };
}

/**
 * The fields a row of the customer's order fills (platform §3: timeOfPurchase from orderDate).
 * The api takes price, discount and date from the order again; these only show them.
 */
export function prefillFromRow(
  order: ComplaintOrder,
  rowId: number,
): Partial<ComplaintRequest> | null {
  const row = order.rows.find((candidate) => candidate.id === rowId);
  if (!row) return null;
  return {
    salesChannel: 'S',
    store: null,
    rowId: row.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    timeOfPurchase: order.orderDate,
    price: centsToPrice(row.unitPriceCents),
    unitDiscount: centsToPrice(row.unitDiscountCents),
    calculatedDiscount: true,
    model: row.name,
  };
}

/** What leaving the order choice clears again. */
export const NOT_FROM_ORDER: Partial<ComplaintRequest> = {
  rowId: null,
  orderDate: '',
  calculatedDiscount: false,
  unitDiscount: '0',
};
