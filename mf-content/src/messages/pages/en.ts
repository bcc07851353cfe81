/** The `content-pages` namespace in en: the front page, static and tabbed pages and the preview routes. */
export default {
  'home.title': 'Gear for every season outdoors',
  'home.intro': 'Skis, boots, clothing and camping gear from our stores and web shop.',
  'home.categories': 'Shop by category',
  'home.newest': 'Newest products',
  'home.allNewest': 'See all new arrivals',
  'home.allCampaign': 'See the whole campaign',
  'page.copyLink': 'Copy link to this page',
  'page.linkCopied': 'Link copied',
  'page.linkCopyFailed': 'The link could not be copied',
  'tabs.label': 'Page sections',
  'preview.title': 'Page preview',
  'preview.missingSlug':
    'No page to preview: add the page slug to the address, e.g. ?slug=returns.',
};
