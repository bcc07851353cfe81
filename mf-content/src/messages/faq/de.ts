/** The `content-faq` namespace in de: the FAQ pages. */
export default {
  'faq.title': 'Häufige Fragen',
  'faq.questionsTitle': 'Alle Fragen und Antworten',
  'faq.mostAsked': 'Am häufigsten gefragt',
  'faq.topics': 'Themen',
  'faq.questionCount_one': '{{count}} Frage',
  'faq.questionCount_other': '{{count}} Fragen',
  'faq.allQuestions': 'Alle Fragen und Antworten anzeigen',
  'faq.backToFaq': 'Zurück zu den häufigen Fragen',
  'faq.search': 'Fragen durchsuchen',
  'faq.noMatches': 'Keine Frage passt zu deiner Suche.',
  'faq.stillQuestions': 'Keine Antwort gefunden?',
  'faq.contactUs': 'Kundenservice kontaktieren',
};
