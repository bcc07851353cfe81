import { addTranslations, type Messages } from '@shop/shared-contracts/react';

type CatalogKey =
  | 'catalog.title'
  | 'catalog.subgroups'
  | 'brands.title'
  | 'brands.count'
  | 'search.heading'
  | 'search.title'
  | 'search.empty'
  | 'search.none'
  | 'search.groups'
  | 'search.brands';

const messages: Messages<CatalogKey> = {
  en: {
    'catalog.title': 'All products',
    'catalog.subgroups': '{{count}} categories',
    'brands.title': 'Brands',
    'brands.count': '{{count}} brands',
    'search.heading': 'Search',
    'search.title': 'Search results for “{{text}}”',
    'search.empty': 'Type what you are looking for in the search field.',
    'search.none': 'No categories or brands match “{{text}}”.',
    'search.groups': 'Categories',
    'search.brands': 'Brands',
  },
  fi: {
    'catalog.title': 'Kaikki tuotteet',
    'catalog.subgroups': '{{count}} kategoriaa',
    'brands.title': 'Merkit',
    'brands.count': '{{count}} merkkiä',
    'search.heading': 'Haku',
    'search.title': 'Hakutulokset: ”{{text}}”',
    'search.empty': 'Kirjoita hakukenttään, mitä etsit.',
    'search.none': 'Hakusanalla ”{{text}}” ei löytynyt kategorioita eikä merkkejä.',
    'search.groups': 'Kategoriat',
    'search.brands': 'Merkit',
  },
  sv: {
    'catalog.title': 'Alla produkter',
    'catalog.subgroups': '{{count}} kategorier',
    'brands.title': 'Märken',
    'brands.count': '{{count}} märken',
    'search.heading': 'Sök',
    'search.title': 'Sökresultat för ”{{text}}”',
    'search.empty': 'Skriv det du letar efter i sökfältet.',
    'search.none': 'Inga kategorier eller märken matchar ”{{text}}”.',
    'search.groups': 'Kategorier',
    'search.brands': 'Märken',
  },
  de: {
    'catalog.title': 'Alle Produkte',
    'catalog.subgroups': '{{count}} Kategorien',
    'brands.title': 'Marken',
    'brands.count': '{{count}} Marken',
    'search.heading': 'Suche',
    'search.title': 'Suchergebnisse für „{{text}}“',
    'search.empty': 'Geben Sie ins Suchfeld ein, wonach Sie suchen.',
    'search.none': 'Keine Kategorien oder Marken passen zu „{{text}}“.',
    'search.groups': 'Kategorien',
    'search.brands': 'Marken',
  },
  fr: {
    'catalog.title': 'Tous les produits',
    'catalog.subgroups': '{{count}} catégories',
    'brands.title': 'Marques',
    'brands.count': '{{count}} marques',
    'search.heading': 'Recherche',
    'search.title': 'Résultats pour « {{text}} »',
    'search.empty': 'Saisissez ce que vous cherchez dans le champ de recherche.',
    'search.none': 'Aucune catégorie ni marque ne correspond à « {{text}} ».',
    'search.groups': 'Catégories',
    'search.brands': 'Marques',
  },
  ru: {
    'catalog.title': 'Все товары',
    'catalog.subgroups': 'Категорий: {{count}}',
    'brands.title': 'Бренды',
    'brands.count': 'Брендов: {{count}}',
    'search.heading': 'Поиск',
    'search.title': 'Результаты поиска: «{{text}}»',
    'search.empty': 'Введите в поле поиска, что вы ищете.',
    'search.none': 'По запросу «{{text}}» категорий и брендов не найдено.',
    'search.groups': 'Категории',
    'search.brands': 'Бренды',
  },
};

/** The catalogue's namespace, added to the shared i18next instance when the remote loads. */
export const CATALOG_NAMESPACE = 'catalog';
addTranslations(CATALOG_NAMESPACE, messages);
