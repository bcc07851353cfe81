/** The `content-stores` namespace in ru: the store list and store pages. */
export default {
  'stores.title': 'Наши магазины',
  'stores.intro': 'Приходите примерить ботинки, получить совет и забрать онлайн-заказ.',
  'stores.contact': 'Контакты',
  'stores.openingHours': 'Часы работы',
  'stores.weekdays': 'пн–пт',
  'stores.saturday': 'сб',
  'stores.sunday': 'вс',
  'stores.closed': 'Закрыто',
  'stores.services': 'Услуги',
  'stores.outlet': 'Аутлет',
  'stores.pickup': 'Выдача онлайн-заказов',
  'stores.expressPickup': 'Экспресс-самовывоз',
  'stores.allStores': 'Все магазины',
  'stores.notFoundTitle': 'Магазин не найден',
  'stores.notFound': 'Магазина «{{name}}» не существует.',
};
