/** The `common` namespace in fi: page states and form validation messages. */
export default {
  loading: 'Ladataan…',
  loadFailed: 'Sisältöä ei voitu ladata. Yritä myöhemmin uudelleen.',
  'form.required': 'Tämä kenttä on pakollinen.',
  'form.tooShort_one': 'Kirjoita vähintään {{count}} merkki.',
  'form.tooShort_other': 'Kirjoita vähintään {{count}} merkkiä.',
  'form.tooLong_one': 'Kirjoita enintään {{count}} merkki.',
  'form.tooLong_other': 'Kirjoita enintään {{count}} merkkiä.',
  'form.email': 'Anna kelvollinen sähköpostiosoite.',
  'form.invalid': 'Tarkista tämä kenttä.',
  'form.tooSmall': 'Anna vähintään {{minimum}}.',
  'form.tooBig': 'Anna enintään {{maximum}}.',
  'form.number': 'Anna numero.',
};
