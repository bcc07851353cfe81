/** The `priceSummary` namespace in fr: the rows of a priced summary (a cart's or a receipt's). */
export default {
  'summary.title': 'Récapitulatif',
  'summary.linesTotal': 'Produits',
  'summary.discount': 'Code promo {{code}}',
  'summary.delivery': 'Livraison : {{method}}',
  'summary.deliveryPlace': 'Livré à : {{place}}',
  'summary.deliveryFrom': 'Livraison à partir de {{amount}}, choisie au paiement',
  'summary.deliveryFree': 'Gratuite',
  'summary.giftWrap': 'Emballage cadeau',
  'summary.total': 'Total',
  'summary.giftCard': 'Carte cadeau {{code}}',
  'summary.charged': 'À payer',
  'summary.chargedPaid': 'Débité',
  'summary.paymentMethod': 'Moyen de paiement : {{method}}',
};
