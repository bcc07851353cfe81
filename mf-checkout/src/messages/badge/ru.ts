/** Russian messages of the header cart link. */
export default {
  title: 'Корзина',
  label_one: 'Корзина, {{count}} товар',
  label_few: 'Корзина, {{count}} товара',
  label_many: 'Корзина, {{count}} товаров',
  label_other: 'Корзина, {{count}} товара',
};
