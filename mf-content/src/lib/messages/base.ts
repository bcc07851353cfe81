import { defineMessages } from '../define-messages';

/** Front page, static and tabbed pages, preview routes. */
export const baseMessages = defineMessages(
  {
    'home.title': 'Gear for every season outdoors',
    'home.intro': 'Skis, boots, clothing and camping gear from our stores and web shop.',
    'home.categories': 'Shop by category',
    'page.copyLink': 'Copy link to this page',
    'page.linkCopied': 'Link copied',
    'page.linkCopyFailed': 'The link could not be copied',
    'tabs.label': 'Page sections',
    'preview.title': 'Page preview',
    'preview.missingSlug':
      'No page to preview: add the page slug to the address, e.g. ?slug=returns.',
  },
  {
    fi: {
      'home.title': 'Varusteet ulkoiluun joka vuodenaikaan',
      'home.intro':
        'Sukset, monot, vaatteet ja retkeilyvarusteet myymälöistämme ja verkkokaupasta.',
      'home.categories': 'Tuotekategoriat',
      'page.copyLink': 'Kopioi linkki tähän sivuun',
      'page.linkCopied': 'Linkki kopioitu',
      'page.linkCopyFailed': 'Linkkiä ei voitu kopioida',
      'tabs.label': 'Sivun osiot',
      'preview.title': 'Sivun esikatselu',
      'preview.missingSlug':
        'Esikatseltavaa sivua ei ole: lisää sivun tunniste osoitteeseen, esim. ?slug=returns.',
    },
    sv: {
      'home.title': 'Utrustning för friluftsliv året runt',
      'home.intro':
        'Skidor, pjäxor, kläder och campingutrustning från våra butiker och webbutiken.',
      'home.categories': 'Handla efter kategori',
      'page.copyLink': 'Kopiera länk till sidan',
      'page.linkCopied': 'Länken kopierades',
      'page.linkCopyFailed': 'Länken kunde inte kopieras',
      'tabs.label': 'Sidans avsnitt',
      'preview.title': 'Förhandsvisning',
      'preview.missingSlug':
        'Ingen sida att förhandsvisa: lägg till sidans slug i adressen, t.ex. ?slug=returns.',
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
      'preview.title': 'Seitenvorschau',
      'preview.missingSlug':
        'Keine Seite zur Vorschau: Füge den Slug der Seite zur Adresse hinzu, z. B. ?slug=returns.',
    },
    fr: {
      'home.title': 'De l’équipement outdoor pour chaque saison',
      'home.intro': 'Skis, chaussures, vêtements et matériel de camping en magasin et en ligne.',
      'home.categories': 'Acheter par catégorie',
      'page.copyLink': 'Copier le lien de cette page',
      'page.linkCopied': 'Lien copié',
      'page.linkCopyFailed': 'Le lien n’a pas pu être copié',
      'tabs.label': 'Sections de la page',
      'preview.title': 'Aperçu de la page',
      'preview.missingSlug':
        'Aucune page à prévisualiser : ajoutez le slug de la page à l’adresse, p. ex. ?slug=returns.',
    },
    ru: {
      'home.title': 'Снаряжение для активного отдыха в любой сезон',
      'home.intro': 'Лыжи, ботинки, одежда и туристическое снаряжение в наших магазинах и онлайн.',
      'home.categories': 'Категории товаров',
      'page.copyLink': 'Скопировать ссылку на страницу',
      'page.linkCopied': 'Ссылка скопирована',
      'page.linkCopyFailed': 'Не удалось скопировать ссылку',
      'tabs.label': 'Разделы страницы',
      'preview.title': 'Предпросмотр страницы',
      'preview.missingSlug':
        'Нет страницы для предпросмотра: добавьте slug страницы в адрес, например ?slug=returns.',
    },
  },
);
