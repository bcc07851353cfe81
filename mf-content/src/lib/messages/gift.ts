import { defineMessages } from '../define-messages';

/** Gift campaign categories. */
export const giftMessages = defineMessages(
  {
    'gift.howTo': 'How to redeem your gift',
    'gift.step1': 'Choose one product below and open it.',
    'gift.step2': 'Pick the size and colour, then enter the gift code you received.',
    'gift.step3': 'Confirm the delivery at checkout; the gift costs you nothing.',
    'gift.choose': 'Choose your gift',
    'gift.noProducts': 'This gift category has no products at the moment.',
    'gift.notFound': 'Campaign not found',
  },
  {
    fi: {
      'gift.howTo': 'Näin lunastat lahjasi',
      'gift.step1': 'Valitse alta yksi tuote ja avaa se.',
      'gift.step2': 'Valitse koko ja väri ja syötä saamasi lahjakoodi.',
      'gift.step3': 'Vahvista toimitus kassalla; lahja ei maksa sinulle mitään.',
      'gift.choose': 'Valitse lahjasi',
      'gift.noProducts': 'Tässä lahjakategoriassa ei ole tällä hetkellä tuotteita.',
      'gift.notFound': 'Kampanjaa ei löytynyt',
    },
    sv: {
      'gift.howTo': 'Så löser du in din gåva',
      'gift.step1': 'Välj en produkt nedan och öppna den.',
      'gift.step2': 'Välj storlek och färg och ange gåvokoden du fått.',
      'gift.step3': 'Bekräfta leveransen i kassan; gåvan kostar dig ingenting.',
      'gift.choose': 'Välj din gåva',
      'gift.noProducts': 'Den här gåvokategorin har inga produkter just nu.',
      'gift.notFound': 'Kampanjen hittades inte',
    },
    de: {
      'gift.howTo': 'So löst du dein Geschenk ein',
      'gift.step1': 'Wähle unten ein Produkt und öffne es.',
      'gift.step2': 'Wähle Größe und Farbe und gib deinen Geschenkcode ein.',
      'gift.step3': 'Bestätige die Lieferung an der Kasse; das Geschenk kostet dich nichts.',
      'gift.choose': 'Wähle dein Geschenk',
      'gift.noProducts': 'Diese Geschenkkategorie hat derzeit keine Produkte.',
      'gift.notFound': 'Aktion nicht gefunden',
    },
    fr: {
      'gift.howTo': 'Comment utiliser votre cadeau',
      'gift.step1': 'Choisissez un produit ci-dessous et ouvrez-le.',
      'gift.step2': 'Choisissez la taille et la couleur, puis saisissez votre code cadeau.',
      'gift.step3': 'Confirmez la livraison au paiement ; le cadeau ne vous coûte rien.',
      'gift.choose': 'Choisissez votre cadeau',
      'gift.noProducts': 'Cette catégorie de cadeaux n’a aucun produit pour le moment.',
      'gift.notFound': 'Campagne introuvable',
    },
    ru: {
      'gift.howTo': 'Как получить подарок',
      'gift.step1': 'Выберите один товар ниже и откройте его.',
      'gift.step2': 'Выберите размер и цвет и введите полученный подарочный код.',
      'gift.step3': 'Подтвердите доставку при оформлении; подарок для вас бесплатный.',
      'gift.choose': 'Выберите подарок',
      'gift.noProducts': 'В этой категории подарков сейчас нет товаров.',
      'gift.notFound': 'Кампания не найдена',
    },
  },
);
