/** The `priceSummary` namespace in fi: the rows of a priced summary (a cart's or a receipt's). */
export default {
  'summary.title': 'Yhteenveto',
  'summary.linesTotal': 'Tuotteet',
  'summary.discount': 'Alennuskoodi {{code}}',
  'summary.delivery': 'Toimitus: {{method}}',
  'summary.deliveryPlace': 'Toimitusosoite: {{place}}',
  'summary.deliveryFrom': 'Toimitus alkaen {{amount}}, valitaan kassalla',
  'summary.deliveryFree': 'Maksuton',
  'summary.giftWrap': 'Lahjapakkaus',
  'summary.total': 'Yhteensä',
  'summary.giftCard': 'Lahjakortti {{code}}',
  'summary.charged': 'Maksettavaa',
  'summary.chargedPaid': 'Veloitettu',
  'summary.paymentMethod': 'Maksutapa: {{method}}',
};
