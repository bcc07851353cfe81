/** The `common` namespace in en: page states and form validation messages. */
export default {
  loading: 'Loading…',
  loadFailed: 'This content could not be loaded. Please try again later.',
  'form.required': 'This field is required.',
  'form.tooShort_one': 'Enter at least {{count}} character.',
  'form.tooShort_other': 'Enter at least {{count}} characters.',
  'form.tooLong_one': 'Enter at most {{count}} character.',
  'form.tooLong_other': 'Enter at most {{count}} characters.',
  'form.email': 'Enter a valid email address.',
  'form.invalid': 'Check this field.',
  'form.tooSmall': 'Enter at least {{minimum}}.',
  'form.tooBig': 'Enter at most {{maximum}}.',
  'form.number': 'Enter a number.',
};
