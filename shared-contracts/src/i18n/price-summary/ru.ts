/** The `priceSummary` namespace in ru: the rows of a priced summary (a cart's or a receipt's). */
export default {
  'summary.title': 'Итог',
  'summary.linesTotal': 'Товары',
  'summary.discount': 'Промокод {{code}}',
  'summary.delivery': 'Доставка: {{method}}',
  'summary.deliveryPlace': 'Адрес доставки: {{place}}',
  'summary.deliveryFrom': 'Доставка от {{amount}}, выбирается при оформлении',
  'summary.deliveryFree': 'Бесплатно',
  'summary.giftWrap': 'Подарочная упаковка',
  'summary.total': 'Итого',
  'summary.giftCard': 'Подарочная карта {{code}}',
  'summary.charged': 'К оплате',
  'summary.chargedPaid': 'Списано',
  'summary.paymentMethod': 'Способ оплаты: {{method}}',
};
