/** Swedish messages of the header cart link. */
export default {
  title: 'Varukorg',
  label_one: 'Varukorg, {{count}} artikel',
  label_other: 'Varukorg, {{count}} artiklar',
};
