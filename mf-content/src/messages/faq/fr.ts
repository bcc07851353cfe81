/** The `content-faq` namespace in fr: the FAQ pages. */
export default {
  'faq.title': 'Questions fréquentes',
  'faq.questionsTitle': 'Toutes les questions et réponses',
  'faq.mostAsked': 'Les plus posées',
  'faq.topics': 'Thèmes',
  'faq.questionCount_one': '{{count}} question',
  'faq.questionCount_many': '{{count}} de questions',
  'faq.questionCount_other': '{{count}} questions',
  'faq.allQuestions': 'Voir toutes les questions et réponses',
  'faq.backToFaq': 'Retour à la FAQ',
  'faq.search': 'Rechercher dans les questions',
  'faq.noMatches': 'Aucune question ne correspond à votre recherche.',
  'faq.stillQuestions': 'Vous n’avez pas trouvé de réponse ?',
  'faq.contactUs': 'Contacter le service client',
};
