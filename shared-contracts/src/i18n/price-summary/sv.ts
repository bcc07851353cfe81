/** The `priceSummary` namespace in sv: the rows of a priced summary (a cart's or a receipt's). */
export default {
  'summary.title': 'Sammanfattning',
  'summary.linesTotal': 'Produkter',
  'summary.discount': 'Rabattkod {{code}}',
  'summary.delivery': 'Leverans: {{method}}',
  'summary.deliveryPlace': 'Levereras till: {{place}}',
  'summary.deliveryFrom': 'Leverans från {{amount}}, väljs i kassan',
  'summary.deliveryFree': 'Gratis',
  'summary.giftWrap': 'Presentinslagning',
  'summary.total': 'Totalt',
  'summary.giftCard': 'Presentkort {{code}}',
  'summary.charged': 'Att betala',
  'summary.chargedPaid': 'Debiterat',
  'summary.paymentMethod': 'Betalsätt: {{method}}',
};
