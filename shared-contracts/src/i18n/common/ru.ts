/** The `common` namespace in ru: page states and form validation messages. */
export default {
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить содержимое. Повторите попытку позже.',
  'form.required': 'Это поле обязательно.',
  'form.tooShort_one': 'Введите не менее {{count}} символа.',
  'form.tooShort_few': 'Введите не менее {{count}} символов.',
  'form.tooShort_many': 'Введите не менее {{count}} символов.',
  'form.tooShort_other': 'Введите не менее {{count}} символа.',
  'form.tooLong_one': 'Введите не более {{count}} символа.',
  'form.tooLong_few': 'Введите не более {{count}} символов.',
  'form.tooLong_many': 'Введите не более {{count}} символов.',
  'form.tooLong_other': 'Введите не более {{count}} символа.',
  'form.email': 'Введите действительный адрес электронной почты.',
  'form.invalid': 'Проверьте это поле.',
  'form.tooSmall': 'Введите не менее {{minimum}}.',
  'form.tooBig': 'Введите не более {{maximum}}.',
  'form.number': 'Введите число.',
};
