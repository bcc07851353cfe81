import { addTranslations, type Messages } from '@shop/shared-contracts/react';

type ContentKey =
  | 'home.title'
  | 'home.intro'
  | 'home.categories'
  | 'page.copyLink'
  | 'page.linkCopied'
  | 'page.linkCopyFailed'
  | 'tabs.label';

const messages: Messages<ContentKey> = {
  en: {
    'home.title': 'Gear for every season outdoors',
    'home.intro': 'Skis, boots, clothing and camping gear from our stores and web shop.',
    'home.categories': 'Shop by category',
    'page.copyLink': 'Copy link to this page',
    'page.linkCopied': 'Link copied',
    'page.linkCopyFailed': 'The link could not be copied',
    'tabs.label': 'Page sections',
  },
  fi: {
    'home.title': 'Varusteet ulkoiluun joka vuodenaikaan',
    'home.intro': 'Sukset, monot, vaatteet ja retkeilyvarusteet myymälöistämme ja verkkokaupasta.',
    'home.categories': 'Tuotekategoriat',
    'page.copyLink': 'Kopioi linkki tähän sivuun',
    'page.linkCopied': 'Linkki kopioitu',
    'page.linkCopyFailed': 'Linkkiä ei voitu kopioida',
    'tabs.label': 'Sivun osiot',
  },
  sv: {
    'home.title': 'Utrustning för friluftsliv året runt',
    'home.intro': 'Skidor, pjäxor, kläder och campingutrustning från våra butiker och webbutiken.',
    'home.categories': 'Handla efter kategori',
    'page.copyLink': 'Kopiera länk till sidan',
    'page.linkCopied': 'Länken kopierades',
    'page.linkCopyFailed': 'Länken kunde inte kopieras',
    'tabs.label': 'Sidans avsnitt',
  },
  de: {
    'home.title': 'Ausrüstung für draußen, zu jeder Jahreszeit',
    'home.intro':
      'Ski, Schuhe, Bekleidung und Campingausrüstung aus unseren Filialen und dem Webshop.',
    'home.categories': 'Nach Kategorie einkaufen',
    'page.copyLink': 'Link zu dieser Seite kopieren',
    'page.linkCopied': 'Link kopiert',
    'page.linkCopyFailed': 'Der Link konnte nicht kopiert werden',
    'tabs.label': 'Seitenbereiche',
  },
  fr: {
    'home.title': 'De l’équipement outdoor pour chaque saison',
    'home.intro': 'Skis, chaussures, vêtements et matériel de camping en magasin et en ligne.',
    'home.categories': 'Acheter par catégorie',
    'page.copyLink': 'Copier le lien de cette page',
    'page.linkCopied': 'Lien copié',
    'page.linkCopyFailed': 'Le lien n’a pas pu être copié',
    'tabs.label': 'Sections de la page',
  },
  ru: {
    'home.title': 'Снаряжение для активного отдыха в любой сезон',
    'home.intro': 'Лыжи, ботинки, одежда и туристическое снаряжение в наших магазинах и онлайн.',
    'home.categories': 'Категории товаров',
    'page.copyLink': 'Скопировать ссылку на страницу',
    'page.linkCopied': 'Ссылка скопирована',
    'page.linkCopyFailed': 'Не удалось скопировать ссылку',
    'tabs.label': 'Разделы страницы',
  },
};

export const CONTENT_NAMESPACE = 'content';
addTranslations(CONTENT_NAMESPACE, messages);
