/** The `content-gift` namespace in fr: gift campaign categories. */
export default {
  'gift.howTo': 'Comment utiliser votre cadeau',
  'gift.step1': 'Choisissez un produit ci-dessous et ouvrez-le.',
  'gift.step2': 'Choisissez la taille et la couleur, puis saisissez votre code cadeau.',
  'gift.step3': 'Confirmez la livraison au paiement ; le cadeau ne vous coûte rien.',
  'gift.choose': 'Choisissez votre cadeau',
  'gift.noProducts': 'Cette catégorie de cadeaux n’a aucun produit pour le moment.',
  'gift.notFound': 'Campagne introuvable',
};
