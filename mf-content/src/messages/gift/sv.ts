/** The `content-gift` namespace in sv: gift campaign categories. */
export default {
  'gift.howTo': 'Så löser du in din gåva',
  'gift.step1': 'Välj en produkt nedan och öppna den.',
  'gift.step2': 'Välj storlek och färg och ange gåvokoden du fått.',
  'gift.step3': 'Bekräfta leveransen i kassan; gåvan kostar dig ingenting.',
  'gift.choose': 'Välj din gåva',
  'gift.noProducts': 'Den här gåvokategorin har inga produkter just nu.',
  'gift.notFound': 'Kampanjen hittades inte',
};
