/** The `content-stores` namespace in de: the store list and store pages. */
export default {
  'stores.title': 'Unsere Geschäfte',
  'stores.intro':
    'Besuche uns: Schuhe anprobieren, Beratung bekommen und Online-Bestellungen abholen.',
  'stores.contact': 'Kontakt',
  'stores.openingHours': 'Öffnungszeiten',
  'stores.weekdays': 'Mo–Fr',
  'stores.saturday': 'Sa',
  'stores.sunday': 'So',
  'stores.closed': 'Geschlossen',
  'stores.services': 'Services',
  'stores.outlet': 'Outlet',
  'stores.pickup': 'Abholung von Online-Bestellungen',
  'stores.expressPickup': 'Expressabholung',
  'stores.allStores': 'Alle Geschäfte',
  'stores.notFoundTitle': 'Geschäft nicht gefunden',
  'stores.notFound': 'Das Geschäft "{{name}}" existiert nicht.',
};
