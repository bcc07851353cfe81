/** The `content-faq` namespace in sv: the FAQ pages. */
export default {
  'faq.title': 'Vanliga frågor',
  'faq.questionsTitle': 'Alla frågor och svar',
  'faq.mostAsked': 'Vanligast',
  'faq.topics': 'Ämnen',
  'faq.questionCount_one': '{{count}} fråga',
  'faq.questionCount_other': '{{count}} frågor',
  'faq.allQuestions': 'Visa alla frågor och svar',
  'faq.backToFaq': 'Tillbaka till vanliga frågor',
  'faq.search': 'Sök bland frågorna',
  'faq.noMatches': 'Ingen fråga matchar din sökning.',
  'faq.stillQuestions': 'Hittade du inte svaret?',
  'faq.contactUs': 'Kontakta kundservice',
};
