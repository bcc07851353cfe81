/** The `content-gift` namespace in de: gift campaign categories. */
export default {
  'gift.howTo': 'So löst du dein Geschenk ein',
  'gift.step1': 'Wähle unten ein Produkt und öffne es.',
  'gift.step2': 'Wähle Größe und Farbe und gib deinen Geschenkcode ein.',
  'gift.step3': 'Bestätige die Lieferung an der Kasse; das Geschenk kostet dich nichts.',
  'gift.choose': 'Wähle dein Geschenk',
  'gift.noProducts': 'Diese Geschenkkategorie hat derzeit keine Produkte.',
  'gift.notFound': 'Aktion nicht gefunden',
};
