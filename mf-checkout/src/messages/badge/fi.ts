/** Finnish messages of the header cart link. */
export default {
  title: 'Ostoskori',
  label_one: 'Ostoskori, {{count}} tuote',
  label_other: 'Ostoskori, {{count}} tuotetta',
};
