/** The `content-experiences` namespace in fi: experiences and their products. */
export default {
  'experiences.title': 'Elämykset',
  'experiences.intro': 'Opastettuja retkiä ja kursseja yhdessä kumppanimerkkiemme kanssa.',
  'experiences.location': 'Missä',
  'experiences.duration': 'Kesto',
  'experiences.season': 'Milloin',
  'experiences.partner': 'Yhteistyössä',
  'experiences.all': 'Kaikki elämykset',
  'experiences.notFound': 'Elämystä ei löytynyt.',
  'experiences.productsLink': 'Elämyskumppaneidemme varusteet',
  'experiences.productsTitle': 'Elämyskumppaneidemme varusteet',
  'experiences.productsIntro': 'Elämystemme takana olevien merkkien tuotteet: {{brands}}.',
  'experiences.noProducts': 'Näytettäviä tuotteita ei juuri nyt ole.',
};
