/** The `content-experiences` namespace in de: experiences and their products. */
export default {
  'experiences.title': 'Erlebnisse',
  'experiences.intro': 'Geführte Touren und Kurse mit unseren Partnermarken.',
  'experiences.location': 'Wo',
  'experiences.duration': 'Dauer',
  'experiences.season': 'Wann',
  'experiences.partner': 'In Zusammenarbeit mit',
  'experiences.all': 'Alle Erlebnisse',
  'experiences.notFound': 'Dieses Erlebnis wurde nicht gefunden.',
  'experiences.productsLink': 'Ausrüstung unserer Erlebnispartner',
  'experiences.productsTitle': 'Ausrüstung unserer Erlebnispartner',
  'experiences.productsIntro': 'Produkte der Marken hinter unseren Erlebnissen: {{brands}}.',
  'experiences.noProducts': 'Derzeit gibt es keine Produkte.',
};
