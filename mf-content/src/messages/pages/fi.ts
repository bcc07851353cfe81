/** The `content-pages` namespace in fi: the front page, static and tabbed pages and the preview routes. */
export default {
  'home.title': 'Varusteet ulkoiluun joka vuodenaikaan',
  'home.intro': 'Sukset, monot, vaatteet ja retkeilyvarusteet myymälöistämme ja verkkokaupasta.',
  'home.categories': 'Tuotekategoriat',
  'home.newest': 'Uusimmat tuotteet',
  'home.allNewest': 'Katso kaikki uutuudet',
  'home.allCampaign': 'Katso koko kampanja',
  'page.copyLink': 'Kopioi linkki tähän sivuun',
  'page.linkCopied': 'Linkki kopioitu',
  'page.linkCopyFailed': 'Linkkiä ei voitu kopioida',
  'tabs.label': 'Sivun osiot',
  'preview.title': 'Sivun esikatselu',
  'preview.missingSlug':
    'Esikatseltavaa sivua ei ole: lisää sivun tunniste osoitteeseen, esim. ?slug=returns.',
};
