/** The `content-forms` namespace in ru: the corporate info form and the newsletter sign-ups. */
export default {
  'corporate.title': 'Корпоративные предложения: запрос информации',
  'corporate.intro':
    'Расскажите о компании, и наш корпоративный отдел свяжется с вами по поводу льгот для сотрудников, подарочных кампаний и командных заказов.',
  'corporate.field.companyName': 'Название компании',
  'corporate.field.vatNumber': 'Регистрационный номер или номер НДС',
  'corporate.field.contactName': 'Контактное лицо',
  'corporate.field.email': 'Электронная почта',
  'corporate.field.phone': 'Телефон',
  'corporate.field.message': 'Сообщение',
  'corporate.hint.vatNumber': 'Например, 1234567-8 или FI12345678.',
  'corporate.submit': 'Отправить запрос',
  'corporate.sent': 'Спасибо! Мы получили запрос и свяжемся с вами в течение двух рабочих дней.',
  'newsletter.corporate.title': 'Корпоративная рассылка',
  'newsletter.corporate.intro': 'Предложения и новости для компаний несколько раз в год.',
  'newsletter.forest.title': 'Лесная рассылка',
  'newsletter.forest.intro':
    'Советы для походов, лесные мероприятия и новости об ответственном снаряжении каждый месяц.',
  'newsletter.email': 'Электронная почта',
  'newsletter.consent.corporate':
    'Я согласен получать корпоративную рассылку по электронной почте.',
  'newsletter.consent.forest': 'Я согласен получать лесную рассылку по электронной почте.',
  'newsletter.submit': 'Подписаться',
  'newsletter.done':
    'Спасибо! Подтвердите подписку по ссылке, которую мы отправили вам по электронной почте.',
  'newsletter.confirm.title': 'Подтверждение подписки на рассылку',
  'newsletter.confirm.intro':
    'Подтвердите, что хотите получать рассылку на этот адрес электронной почты.',
  'newsletter.confirm.submit': 'Подтвердить подписку',
  'newsletter.confirm.done': 'Подписка подтверждена: {{title}}. Спасибо!',
  'newsletter.confirm.notFound': 'Эта ссылка недействительна или уже использована.',
  'newsletter.confirm.expired':
    'Срок действия ссылки истёк. Подпишитесь снова, чтобы получить новую.',
};
