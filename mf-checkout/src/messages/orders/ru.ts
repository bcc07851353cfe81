/** Russian messages of order details, view-order and the payment outcome pages. */
export default {
  'order.number': 'Номер заказа',
  'order.date': 'Дата заказа',
  'order.status': 'Статус заказа',
  'order.payment': 'Оплата',
  'order.product': 'Товар',
  'order.amount': 'Кол-во',
  'order.unitPrice': 'Цена за шт.',
  'order.lineTotal': 'Сумма',
  'order.linesTotal': 'Товары',
  'order.delivery': 'Доставка: {{method}}',
  'order.total': 'Итого',
  'order.recipient': 'Получатель',
  'order.notFound':
    'Заказ не найден. Проверьте адрес электронной почты и номер заказа в подтверждении.',
  'order.continue': 'Продолжить покупки',
  'order.lookUp': 'Найти заказ',
  'viewOrder.title': 'Просмотр заказа',
  'viewOrder.intro':
    'Введите адрес электронной почты, указанный при заказе, и номер заказа из письма-подтверждения.',
  'viewOrder.email': 'Электронная почта',
  'viewOrder.orderNumber': 'Номер заказа',
  'viewOrder.submit': 'Показать заказ',
  'viewOrder.orderNumberInvalid': 'Номер заказа состоит из 4–12 цифр.',
  'viewOrder.failed': 'Не удалось загрузить заказ. Повторите попытку позже.',
  'outcome.ok.title': 'Спасибо за заказ!',
  'outcome.ok.text': 'Мы получили оплату и отправили подтверждение на вашу электронную почту.',
  'outcome.cancelled.title': 'Оплата отменена',
  'outcome.cancelled.text': 'Оплата была отменена, поэтому заказ не оформлен и деньги не списаны.',
  'outcome.error.title': 'Оплата не прошла',
  'outcome.error.text':
    'Не удалось провести оплату, деньги не списаны. Повторите попытку или выберите другой способ оплаты.',
  'outcome.address.title': 'Нужен адрес доставки',
  'outcome.address.text':
    'Платёжному сервису нужен полный адрес доставки, чтобы завершить заказ. Проверьте адрес и оплатите снова.',
  'outcome.toCart': 'Вернуться в корзину',
  'process.title': 'Обработка заказа',
  'process.waiting': 'Подождите, мы подтверждаем оплату…',
  'process.slow':
    'Подтверждение оплаты занимает больше времени, чем обычно. Мы пришлём письмо, как только заказ будет подтверждён; проверить его можно и на странице заказа.',
  'payLater.title': 'Подтверждение оплаты',
  'payLater.waiting': 'Подождите, мы подтверждаем оплату…',
  'payLater.missingId':
    'Платёжный сервис не передал номер заказа, поэтому оплату нельзя подтвердить здесь.',
  'payLater.notFound':
    'Заказ для этой оплаты не найден. Если деньги были списаны, обратитесь в нашу службу поддержки.',
  'payLater.failed': 'Не удалось подтвердить оплату. Обновите страницу через минуту.',
  'outcome.unknown.title': 'Заказ не найден',
  'outcome.failed.title': 'Не удалось показать заказ',
};
