/** French messages of order details, view-order and the payment outcome pages. */
export default {
  'order.number': 'Numéro de commande',
  'order.date': 'Date de commande',
  'order.status': 'État de la commande',
  'order.payment': 'Paiement',
  'order.recipient': 'Destinataire',
  'order.notFound':
    'Commande introuvable. Vérifiez l’adresse e-mail et le numéro de commande de votre confirmation.',
  'order.continue': 'Continuer mes achats',
  'order.lookUp': 'Rechercher une commande',
  'viewOrder.title': 'Voir une commande',
  'viewOrder.intro':
    'Saisissez l’adresse e-mail de votre commande et le numéro de commande de l’e-mail de confirmation.',
  'viewOrder.email': 'Adresse e-mail',
  'viewOrder.orderNumber': 'Numéro de commande',
  'viewOrder.submit': 'Afficher la commande',
  'viewOrder.orderNumberInvalid': 'Le numéro de commande comporte 4 à 12 chiffres.',
  'viewOrder.codeRequired':
    'Pour protéger votre commande, nous devons vérifier que c’est bien vous : nous pouvons envoyer un code à usage unique à l’adresse utilisée pour la commande.',
  'viewOrder.sendCode': 'M’envoyer un code par e-mail',
  'viewOrder.codeSent':
    'Si l’adresse e-mail et le numéro de commande correspondent à une commande, un code à 6 chiffres est en route. Saisissez-le ci-dessous et affichez la commande.',
  'viewOrder.code': 'Code reçu par e-mail',
  'viewOrder.codeInvalid': 'Le code comporte 6 chiffres.',
  'viewOrder.sendCodeFailed': 'Le code n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  'viewOrder.failed': 'La commande n’a pas pu être récupérée. Veuillez réessayer plus tard.',
  'outcome.ok.title': 'Merci pour votre commande !',
  'outcome.ok.text':
    'Nous avons bien reçu votre paiement et envoyé une confirmation à votre adresse e-mail.',
  'outcome.cancelled.title': 'Paiement annulé',
  'outcome.cancelled.text':
    'Le paiement a été annulé : la commande n’a pas été finalisée et rien n’a été débité.',
  'outcome.error.title': 'Échec du paiement',
  'outcome.error.text':
    'Le paiement n’a pas pu aboutir et rien n’a été débité. Réessayez ou choisissez un autre moyen de paiement.',
  'outcome.address.title': 'Adresse de livraison requise',
  'outcome.address.text':
    'Le service de paiement a besoin d’une adresse de livraison complète pour finaliser la commande. Vérifiez votre adresse et payez à nouveau.',
  'outcome.toCart': 'Retour au panier',
  'process.title': 'Traitement de votre commande',
  'process.waiting': 'Veuillez patienter, nous confirmons votre paiement…',
  'process.slow':
    'La confirmation de votre paiement prend plus de temps que d’habitude. Nous vous enverrons un e-mail dès que la commande sera confirmée ; vous pouvez aussi la consulter sur la page de commande.',
  'payLater.title': 'Confirmation de votre paiement',
  'payLater.waiting': 'Veuillez patienter, nous confirmons votre paiement…',
  'payLater.missingId':
    'Le service de paiement n’a pas transmis de référence de commande : ce paiement ne peut pas être confirmé ici.',
  'payLater.notFound':
    'Aucune commande ne correspond à ce paiement. Si vous avez été débité, contactez notre service client.',
  'payLater.failed': 'La confirmation du paiement a échoué. Rechargez la page dans un instant.',
  'outcome.unknown.title': 'Commande introuvable',
  'outcome.failed.title': "La commande n'a pas pu être affichée",
};
