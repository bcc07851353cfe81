/** The `content-stores` namespace in fr: the store list and store pages. */
export default {
  'stores.title': 'Nos magasins',
  'stores.intro':
    'Venez essayer vos chaussures, demander conseil et retirer votre commande en ligne.',
  'stores.contact': 'Coordonnées',
  'stores.openingHours': 'Horaires',
  'stores.weekdays': 'lun.–ven.',
  'stores.saturday': 'sam.',
  'stores.sunday': 'dim.',
  'stores.closed': 'Fermé',
  'stores.services': 'Services',
  'stores.outlet': 'Outlet',
  'stores.pickup': 'Retrait des commandes en ligne',
  'stores.expressPickup': 'Retrait express',
  'stores.allStores': 'Tous les magasins',
  'stores.notFoundTitle': 'Magasin introuvable',
  'stores.notFound': 'Le magasin « {{name}} » n’existe pas.',
};
