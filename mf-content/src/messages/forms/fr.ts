/** The `content-forms` namespace in fr: the corporate info form and the newsletter sign-ups. */
export default {
  'corporate.title': 'Offres entreprises : demande d’informations',
  'corporate.intro':
    'Présentez votre entreprise et notre service entreprises vous contactera au sujet des avantages salariés, des campagnes cadeaux et des commandes d’équipe.',
  'corporate.field.companyName': 'Nom de l’entreprise',
  'corporate.field.vatNumber': 'Numéro d’entreprise ou de TVA',
  'corporate.field.contactName': 'Personne à contacter',
  'corporate.field.email': 'E-mail',
  'corporate.field.phone': 'Téléphone',
  'corporate.field.message': 'Message',
  'corporate.hint.vatNumber': 'Par exemple 1234567-8 ou FI12345678.',
  'corporate.submit': 'Envoyer la demande',
  'corporate.sent':
    'Merci ! Nous avons reçu votre demande et vous contacterons sous deux jours ouvrés.',
  'newsletter.corporate.title': 'Newsletter entreprises',
  'newsletter.corporate.intro': 'Offres et actualités pour les entreprises, quelques fois par an.',
  'newsletter.forest.title': 'Newsletter forêt',
  'newsletter.forest.intro':
    'Conseils de randonnée, événements en forêt et matériel responsable chaque mois.',
  'newsletter.email': 'E-mail',
  'newsletter.consent.corporate': 'J’accepte de recevoir la newsletter entreprises par e-mail.',
  'newsletter.consent.forest': 'J’accepte de recevoir la newsletter forêt par e-mail.',
  'newsletter.submit': 'S’abonner',
  'newsletter.done':
    'Merci ! Confirmez votre abonnement grâce au lien envoyé à votre adresse e-mail.',
  'newsletter.confirm.title': 'Confirmez votre abonnement à la newsletter',
  'newsletter.confirm.intro':
    'Confirmez que vous souhaitez recevoir la newsletter à cette adresse e-mail.',
  'newsletter.confirm.submit': 'Confirmer l’abonnement',
  'newsletter.confirm.done': 'Votre abonnement est confirmé : {{title}}. Merci !',
  'newsletter.confirm.notFound': 'Ce lien n’est pas valide ou a déjà été utilisé.',
  'newsletter.confirm.expired':
    'Ce lien a expiré. Abonnez-vous à nouveau pour en recevoir un nouveau.',
};
