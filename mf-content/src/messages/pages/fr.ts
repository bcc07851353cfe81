/** The `content-pages` namespace in fr: the front page, static and tabbed pages and the preview routes. */
export default {
  'home.title': 'De l’équipement outdoor pour chaque saison',
  'home.intro': 'Skis, chaussures, vêtements et matériel de camping en magasin et en ligne.',
  'home.categories': 'Acheter par catégorie',
  'home.newest': 'Nouveaux produits',
  'home.allNewest': 'Voir toutes les nouveautés',
  'home.allCampaign': 'Voir toute la promotion',
  'page.copyLink': 'Copier le lien de cette page',
  'page.linkCopied': 'Lien copié',
  'page.linkCopyFailed': 'Le lien n’a pas pu être copié',
  'tabs.label': 'Sections de la page',
  'preview.title': 'Aperçu de la page',
  'preview.missingSlug':
    'Aucune page à prévisualiser : ajoutez le slug de la page à l’adresse, p. ex. ?slug=returns.',
};
