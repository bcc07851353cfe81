/** The `content-faq` namespace in en: the FAQ pages. */
export default {
  'faq.title': 'Frequently asked questions',
  'faq.questionsTitle': 'All questions and answers',
  'faq.mostAsked': 'Most asked',
  'faq.topics': 'Topics',
  'faq.questionCount_one': '{{count}} question',
  'faq.questionCount_other': '{{count}} questions',
  'faq.allQuestions': 'See all questions and answers',
  'faq.backToFaq': 'Back to FAQ',
  'faq.search': 'Search the questions',
  'faq.noMatches': 'No question matches your search.',
  'faq.stillQuestions': 'Did not find your answer?',
  'faq.contactUs': 'Contact customer service',
};
