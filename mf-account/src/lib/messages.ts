import { addTranslations, type Messages } from '@shop/shared-contracts/react';

type AccountKey =
  | 'reclamation.title'
  | 'reclamation.intro'
  | 'reclamation.store'
  | 'reclamation.web';

const messages: Messages<AccountKey> = {
  en: {
    'reclamation.title': 'Complaint',
    'reclamation.intro':
      'Tell us about a faulty product you bought from us and we will sort it out.',
    'reclamation.store': 'Where did you buy the product?',
    'reclamation.web': 'Online shop',
  },
  fi: {
    'reclamation.title': 'Reklamaatio',
    'reclamation.intro': 'Kerro meiltä ostamastasi viallisesta tuotteesta, niin hoidamme asian.',
    'reclamation.store': 'Mistä ostit tuotteen?',
    'reclamation.web': 'Verkkokauppa',
  },
  sv: {
    'reclamation.title': 'Reklamation',
    'reclamation.intro': 'Berätta om en felaktig produkt du köpt av oss så ordnar vi det.',
    'reclamation.store': 'Var köpte du produkten?',
    'reclamation.web': 'Webbutik',
  },
  de: {
    'reclamation.title': 'Reklamation',
    'reclamation.intro': 'Melden Sie uns ein fehlerhaftes Produkt, das Sie bei uns gekauft haben.',
    'reclamation.store': 'Wo haben Sie das Produkt gekauft?',
    'reclamation.web': 'Onlineshop',
  },
  fr: {
    'reclamation.title': 'Réclamation',
    'reclamation.intro':
      'Signalez-nous un produit défectueux acheté chez nous et nous nous en occupons.',
    'reclamation.store': 'Où avez-vous acheté le produit ?',
    'reclamation.web': 'Boutique en ligne',
  },
  ru: {
    'reclamation.title': 'Рекламация',
    'reclamation.intro': 'Сообщите о неисправном товаре, купленном у нас, и мы всё уладим.',
    'reclamation.store': 'Где вы купили товар?',
    'reclamation.web': 'Интернет-магазин',
  },
};

export const ACCOUNT_NAMESPACE = 'account';
addTranslations(ACCOUNT_NAMESPACE, messages);
