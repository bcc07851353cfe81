/** The `priceSummary` namespace in en: the rows of a priced summary (a cart's or a receipt's). */
export default {
  'summary.title': 'Summary',
  'summary.linesTotal': 'Products',
  'summary.discount': 'Discount code {{code}}',
  'summary.delivery': 'Delivery: {{method}}',
  'summary.deliveryPlace': 'Delivered to: {{place}}',
  'summary.deliveryFrom': 'Delivery from {{amount}}, chosen at checkout',
  'summary.deliveryFree': 'Free',
  'summary.giftWrap': 'Gift packing',
  'summary.total': 'Total',
  'summary.giftCard': 'Gift card {{code}}',
  'summary.charged': 'To pay',
  'summary.chargedPaid': 'Charged',
  'summary.paymentMethod': 'Payment method: {{method}}',
};
