/** French messages of the header cart link. */
export default {
  title: 'Panier',
  label_one: 'Panier, {{count}} article',
  label_many: 'Panier, {{count}} d’articles',
  label_other: 'Panier, {{count}} articles',
};
