/** The `content-stores` namespace in en: the store list and store pages. */
export default {
  'stores.title': 'Our stores',
  'stores.intro': 'Visit us: try on boots, get advice and collect your online order.',
  'stores.contact': 'Contact details',
  'stores.openingHours': 'Opening hours',
  'stores.weekdays': 'Mon–Fri',
  'stores.saturday': 'Sat',
  'stores.sunday': 'Sun',
  'stores.closed': 'Closed',
  'stores.services': 'Services',
  'stores.outlet': 'Outlet',
  'stores.pickup': 'Collect online orders',
  'stores.expressPickup': 'Express pickup',
  'stores.allStores': 'All stores',
  'stores.notFoundTitle': 'Store not found',
  'stores.notFound': 'The store "{{name}}" does not exist.',
};
