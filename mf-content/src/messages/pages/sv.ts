/** The `content-pages` namespace in sv: the front page, static and tabbed pages and the preview routes. */
export default {
  'home.title': 'Utrustning för friluftsliv året runt',
  'home.intro': 'Skidor, pjäxor, kläder och campingutrustning från våra butiker och webbutiken.',
  'home.categories': 'Handla efter kategori',
  'home.newest': 'Nyaste produkterna',
  'home.allNewest': 'Se alla nyheter',
  'home.allCampaign': 'Se hela kampanjen',
  'page.copyLink': 'Kopiera länk till sidan',
  'page.linkCopied': 'Länken kopierades',
  'page.linkCopyFailed': 'Länken kunde inte kopieras',
  'tabs.label': 'Sidans avsnitt',
  'preview.title': 'Förhandsvisning',
  'preview.missingSlug':
    'Ingen sida att förhandsvisa: lägg till sidans slug i adressen, t.ex. ?slug=returns.',
};
