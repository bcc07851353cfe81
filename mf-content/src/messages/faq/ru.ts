/** The `content-faq` namespace in ru: the FAQ pages. */
export default {
  'faq.title': 'Частые вопросы',
  'faq.questionsTitle': 'Все вопросы и ответы',
  'faq.mostAsked': 'Самые популярные',
  'faq.topics': 'Темы',
  'faq.questionCount_one': '{{count}} вопрос',
  'faq.questionCount_few': '{{count}} вопроса',
  'faq.questionCount_many': '{{count}} вопросов',
  'faq.questionCount_other': '{{count}} вопроса',
  'faq.allQuestions': 'Все вопросы и ответы',
  'faq.backToFaq': 'Назад к частым вопросам',
  'faq.search': 'Поиск по вопросам',
  'faq.noMatches': 'По вашему запросу вопросов не найдено.',
  'faq.stillQuestions': 'Не нашли ответ?',
  'faq.contactUs': 'Связаться со службой поддержки',
};
