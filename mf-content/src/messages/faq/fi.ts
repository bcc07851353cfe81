/** The `content-faq` namespace in fi: the FAQ pages. */
export default {
  'faq.title': 'Usein kysyttyä',
  'faq.questionsTitle': 'Kaikki kysymykset ja vastaukset',
  'faq.mostAsked': 'Kysytyimmät',
  'faq.topics': 'Aiheet',
  'faq.questionCount_one': '{{count}} kysymys',
  'faq.questionCount_other': '{{count}} kysymystä',
  'faq.allQuestions': 'Näytä kaikki kysymykset ja vastaukset',
  'faq.backToFaq': 'Takaisin usein kysyttyihin',
  'faq.search': 'Hae kysymyksistä',
  'faq.noMatches': 'Hakuasi vastaavia kysymyksiä ei löytynyt.',
  'faq.stillQuestions': 'Etkö löytänyt vastausta?',
  'faq.contactUs': 'Ota yhteyttä asiakaspalveluun',
};
