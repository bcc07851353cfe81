/** German messages of the header cart link. */
export default {
  title: 'Warenkorb',
  label_one: 'Warenkorb, {{count}} Artikel',
  label_other: 'Warenkorb, {{count}} Artikel',
};
