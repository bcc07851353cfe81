/** The `orderStatus` namespace in ru: the labels of order statuses (catalogue §4) and payment states. */
export default {
  'status.processing': 'В обработке',
  'status.transfer_to_packing': 'Передаётся на упаковку',
  'status.ready_for_packing': 'Готов к упаковке',
  'status.skis_in_installation': 'Лыжи на установке креплений',
  'status.shipped': 'Отправлен',
  'status.transported_to_pickuplocation': 'В пути в пункт выдачи',
  'status.ready_for_pick_up': 'Готов к выдаче',
  'status.order_cancellation_requested': 'Запрошена отмена',
  'status.manual_cancellation': 'Отмена обрабатывается',
  'paymentState.pending': 'Ожидает оплаты',
  'paymentState.paid': 'Оплачен',
  'paymentState.cancelled': 'Оплата отменена',
  'paymentState.failed': 'Оплата не прошла',
  'paymentState.address_required': 'Требуется адрес доставки',
};
