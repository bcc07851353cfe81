/** The `common` namespace in fr: page states and form validation messages. */
export default {
  loading: 'Chargement…',
  loadFailed: 'Ce contenu n’a pas pu être chargé. Veuillez réessayer plus tard.',
  'form.required': 'Ce champ est obligatoire.',
  'form.tooShort_one': 'Saisissez au moins {{count}} caractère.',
  'form.tooShort_many': 'Saisissez au moins {{count}} caractères.',
  'form.tooShort_other': 'Saisissez au moins {{count}} caractères.',
  'form.tooLong_one': 'Saisissez au plus {{count}} caractère.',
  'form.tooLong_many': 'Saisissez au plus {{count}} caractères.',
  'form.tooLong_other': 'Saisissez au plus {{count}} caractères.',
  'form.email': 'Saisissez une adresse e-mail valide.',
  'form.invalid': 'Vérifiez ce champ.',
  'form.tooSmall': 'Saisissez au moins {{minimum}}.',
  'form.tooBig': 'Saisissez au plus {{maximum}}.',
  'form.number': 'Saisissez un nombre.',
};
