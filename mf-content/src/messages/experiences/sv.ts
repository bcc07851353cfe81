/** The `content-experiences` namespace in sv: experiences and their products. */
export default {
  'experiences.title': 'Upplevelser',
  'experiences.intro': 'Guidade turer och kurser som vi ordnar med våra partnermärken.',
  'experiences.location': 'Var',
  'experiences.duration': 'Längd',
  'experiences.season': 'När',
  'experiences.partner': 'I samarbete med',
  'experiences.all': 'Alla upplevelser',
  'experiences.notFound': 'Upplevelsen hittades inte.',
  'experiences.productsLink': 'Utrustning från våra upplevelsepartner',
  'experiences.productsTitle': 'Utrustning från våra upplevelsepartner',
  'experiences.productsIntro': 'Produkter från märkena bakom våra upplevelser: {{brands}}.',
  'experiences.noProducts': 'Inga produkter att visa just nu.',
};
