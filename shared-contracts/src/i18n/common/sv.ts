/** The `common` namespace in sv: page states and form validation messages. */
export default {
  loading: 'Laddar…',
  loadFailed: 'Innehållet kunde inte laddas. Försök igen senare.',
  'form.required': 'Fältet är obligatoriskt.',
  'form.tooShort_one': 'Ange minst {{count}} tecken.',
  'form.tooShort_other': 'Ange minst {{count}} tecken.',
  'form.tooLong_one': 'Ange högst {{count}} tecken.',
  'form.tooLong_other': 'Ange högst {{count}} tecken.',
  'form.email': 'Ange en giltig e-postadress.',
  'form.invalid': 'Kontrollera fältet.',
  'form.tooSmall': 'Ange minst {{minimum}}.',
  'form.tooBig': 'Ange högst {{maximum}}.',
  'form.number': 'Ange ett nummer.',
};
