/** English messages of the header cart link. */
export default {
  title: 'Shopping cart',
  label_one: 'Shopping cart, {{count}} item',
  label_other: 'Shopping cart, {{count}} items',
};
