/** The `content-pages` namespace in de: the front page, static and tabbed pages and the preview routes. */
export default {
  'home.title': 'Ausrüstung für draußen, zu jeder Jahreszeit',
  'home.intro':
    'Ski, Schuhe, Bekleidung und Campingausrüstung aus unseren Filialen und dem Webshop.',
  'home.categories': 'Nach Kategorie einkaufen',
  'home.newest': 'Neueste Produkte',
  'home.allNewest': 'Alle Neuheiten ansehen',
  'home.allCampaign': 'Zur ganzen Aktion',
  'page.copyLink': 'Link zu dieser Seite kopieren',
  'page.linkCopied': 'Link kopiert',
  'page.linkCopyFailed': 'Der Link konnte nicht kopiert werden',
  'tabs.label': 'Seitenbereiche',
  'preview.title': 'Seitenvorschau',
  'preview.missingSlug':
    'Keine Seite zur Vorschau: Füge den Slug der Seite zur Adresse hinzu, z. B. ?slug=returns.',
};
