/** The `content-stores` namespace in sv: the store list and store pages. */
export default {
  'stores.title': 'Våra butiker',
  'stores.intro': 'Besök oss: prova pjäxor, få råd och hämta din webbeställning.',
  'stores.contact': 'Kontaktuppgifter',
  'stores.openingHours': 'Öppettider',
  'stores.weekdays': 'mån–fre',
  'stores.saturday': 'lör',
  'stores.sunday': 'sön',
  'stores.closed': 'Stängt',
  'stores.services': 'Tjänster',
  'stores.outlet': 'Outlet',
  'stores.pickup': 'Hämta webbeställningar',
  'stores.expressPickup': 'Expresshämtning',
  'stores.allStores': 'Alla butiker',
  'stores.notFoundTitle': 'Butiken hittades inte',
  'stores.notFound': 'Butiken "{{name}}" finns inte.',
};
