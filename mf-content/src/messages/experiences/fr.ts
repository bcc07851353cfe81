/** The `content-experiences` namespace in fr: experiences and their products. */
export default {
  'experiences.title': 'Expériences',
  'experiences.intro': 'Sorties guidées et stages organisés avec nos marques partenaires.',
  'experiences.location': 'Où',
  'experiences.duration': 'Durée',
  'experiences.season': 'Quand',
  'experiences.partner': 'En partenariat avec',
  'experiences.all': 'Toutes les expériences',
  'experiences.notFound': 'Cette expérience est introuvable.',
  'experiences.productsLink': 'Le matériel de nos partenaires',
  'experiences.productsTitle': 'Le matériel de nos partenaires',
  'experiences.productsIntro': 'Produits des marques derrière nos expériences : {{brands}}.',
  'experiences.noProducts': 'Aucun produit à afficher pour le moment.',
};
