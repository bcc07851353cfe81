import type { Messages } from '@shop/shared-contracts/react';

export type GiftCardKey =
  | 'gift.title'
  | 'gift.intro'
  | 'gift.amount'
  | 'gift.increase'
  | 'gift.decrease'
  | 'gift.recipient'
  | 'gift.recipientRequired'
  | 'gift.amountRequired'
  | 'gift.value'
  | 'gift.open';

export const giftCardMessages: Messages<GiftCardKey> = {
  en: {
    'gift.title': 'Gift cards',
    'gift.intro': 'Give the joy of the outdoors: choose a card and its value.',
    'gift.amount': 'Value (€)',
    'gift.increase': 'Increase value',
    'gift.decrease': 'Decrease value',
    'gift.recipient': 'Recipient’s name',
    'gift.recipientRequired': 'Enter the recipient’s name.',
    'gift.amountRequired': 'Choose a value above zero.',
    'gift.value': 'Gift card value {{price}}',
    'gift.open': 'View the gift card',
  },
  fi: {
    'gift.title': 'Lahjakortit',
    'gift.intro': 'Anna lahjaksi ulkoilun iloa: valitse kortti ja sen arvo.',
    'gift.amount': 'Arvo (€)',
    'gift.increase': 'Kasvata arvoa',
    'gift.decrease': 'Pienennä arvoa',
    'gift.recipient': 'Saajan nimi',
    'gift.recipientRequired': 'Kirjoita saajan nimi.',
    'gift.amountRequired': 'Valitse nollaa suurempi arvo.',
    'gift.value': 'Lahjakortin arvo {{price}}',
    'gift.open': 'Katso lahjakortti',
  },
  sv: {
    'gift.title': 'Presentkort',
    'gift.intro': 'Ge bort friluftsglädje: välj ett kort och dess värde.',
    'gift.amount': 'Värde (€)',
    'gift.increase': 'Öka värdet',
    'gift.decrease': 'Minska värdet',
    'gift.recipient': 'Mottagarens namn',
    'gift.recipientRequired': 'Ange mottagarens namn.',
    'gift.amountRequired': 'Välj ett värde över noll.',
    'gift.value': 'Presentkortets värde {{price}}',
    'gift.open': 'Visa presentkortet',
  },
  de: {
    'gift.title': 'Geschenkkarten',
    'gift.intro': 'Verschenken Sie Freude an der Natur: Karte und Wert wählen.',
    'gift.amount': 'Wert (€)',
    'gift.increase': 'Wert erhöhen',
    'gift.decrease': 'Wert verringern',
    'gift.recipient': 'Name des Empfängers',
    'gift.recipientRequired': 'Bitte den Namen des Empfängers eingeben.',
    'gift.amountRequired': 'Bitte einen Wert über null wählen.',
    'gift.value': 'Wert der Geschenkkarte {{price}}',
    'gift.open': 'Geschenkkarte ansehen',
  },
  fr: {
    'gift.title': 'Cartes cadeaux',
    'gift.intro': 'Offrez le plaisir du plein air : choisissez une carte et sa valeur.',
    'gift.amount': 'Valeur (€)',
    'gift.increase': 'Augmenter la valeur',
    'gift.decrease': 'Diminuer la valeur',
    'gift.recipient': 'Nom du destinataire',
    'gift.recipientRequired': 'Saisissez le nom du destinataire.',
    'gift.amountRequired': 'Choisissez une valeur supérieure à zéro.',
    'gift.value': 'Valeur de la carte cadeau {{price}}',
    'gift.open': 'Voir la carte cadeau',
  },
  ru: {
    'gift.title': 'Подарочные карты',
    'gift.intro': 'Подарите радость активного отдыха: выберите карту и её номинал.',
    'gift.amount': 'Номинал (€)',
    'gift.increase': 'Увеличить номинал',
    'gift.decrease': 'Уменьшить номинал',
    'gift.recipient': 'Имя получателя',
    'gift.recipientRequired': 'Введите имя получателя.',
    'gift.amountRequired': 'Выберите номинал больше нуля.',
    'gift.value': 'Номинал подарочной карты {{price}}',
    'gift.open': 'Открыть подарочную карту',
  },
};
