/** The `content-stores` namespace in fi: the store list and store pages. */
export default {
  'stores.title': 'Myymälämme',
  'stores.intro': 'Tule sovittamaan monoja, kysymään neuvoa ja noutamaan verkkotilauksesi.',
  'stores.contact': 'Yhteystiedot',
  'stores.openingHours': 'Aukioloajat',
  'stores.weekdays': 'ma–pe',
  'stores.saturday': 'la',
  'stores.sunday': 'su',
  'stores.closed': 'Suljettu',
  'stores.services': 'Palvelut',
  'stores.outlet': 'Outlet',
  'stores.pickup': 'Verkkotilausten nouto',
  'stores.expressPickup': 'Pikanouto',
  'stores.allStores': 'Kaikki myymälät',
  'stores.notFoundTitle': 'Myymälää ei löytynyt',
  'stores.notFound': 'Myymälää "{{name}}" ei ole olemassa.',
};
