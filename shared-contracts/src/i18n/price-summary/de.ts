/** The `priceSummary` namespace in de: the rows of a priced summary (a cart's or a receipt's). */
export default {
  'summary.title': 'Übersicht',
  'summary.linesTotal': 'Produkte',
  'summary.discount': 'Rabattcode {{code}}',
  'summary.delivery': 'Versand: {{method}}',
  'summary.deliveryPlace': 'Lieferung an: {{place}}',
  'summary.deliveryFrom': 'Versand ab {{amount}}, Auswahl an der Kasse',
  'summary.deliveryFree': 'Kostenlos',
  'summary.giftWrap': 'Geschenkverpackung',
  'summary.total': 'Gesamt',
  'summary.giftCard': 'Geschenkkarte {{code}}',
  'summary.charged': 'Zu zahlen',
  'summary.chargedPaid': 'Belastet',
  'summary.paymentMethod': 'Zahlungsart: {{method}}',
};
