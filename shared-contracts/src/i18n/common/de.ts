/** The `common` namespace in de: page states and form validation messages. */
export default {
  loading: 'Wird geladen…',
  loadFailed: 'Dieser Inhalt konnte nicht geladen werden. Bitte später erneut versuchen.',
  'form.required': 'Dieses Feld ist erforderlich.',
  'form.tooShort_one': 'Geben Sie mindestens {{count}} Zeichen ein.',
  'form.tooShort_other': 'Geben Sie mindestens {{count}} Zeichen ein.',
  'form.tooLong_one': 'Geben Sie höchstens {{count}} Zeichen ein.',
  'form.tooLong_other': 'Geben Sie höchstens {{count}} Zeichen ein.',
  'form.email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'form.invalid': 'Bitte prüfen Sie dieses Feld.',
  'form.tooSmall': 'Geben Sie mindestens {{minimum}} ein.',
  'form.tooBig': 'Geben Sie höchstens {{maximum}} ein.',
  'form.number': 'Geben Sie eine Zahl ein.',
};
