/** The `content-gift` namespace in fi: gift campaign categories. */
export default {
  'gift.howTo': 'Näin lunastat lahjasi',
  'gift.step1': 'Valitse alta yksi tuote ja avaa se.',
  'gift.step2': 'Valitse koko ja väri ja syötä saamasi lahjakoodi.',
  'gift.step3': 'Vahvista toimitus kassalla; lahja ei maksa sinulle mitään.',
  'gift.choose': 'Valitse lahjasi',
  'gift.noProducts': 'Tässä lahjakategoriassa ei ole tällä hetkellä tuotteita.',
  'gift.notFound': 'Kampanjaa ei löytynyt',
};
