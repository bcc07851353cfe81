import { addTranslations, type Messages } from '@shop/shared-contracts/react';

type CatalogKey = 'catalog.title' | 'catalog.subgroups' | 'brands.title' | 'brands.count';

const messages: Messages<CatalogKey> = {
  en: {
    'catalog.title': 'All products',
    'catalog.subgroups': '{{count}} categories',
    'brands.title': 'Brands',
    'brands.count': '{{count}} brands',
  },
  fi: {
    'catalog.title': 'Kaikki tuotteet',
    'catalog.subgroups': '{{count}} kategoriaa',
    'brands.title': 'Merkit',
    'brands.count': '{{count}} merkkiä',
  },
  sv: {
    'catalog.title': 'Alla produkter',
    'catalog.subgroups': '{{count}} kategorier',
    'brands.title': 'Märken',
    'brands.count': '{{count}} märken',
  },
  de: {
    'catalog.title': 'Alle Produkte',
    'catalog.subgroups': '{{count}} Kategorien',
    'brands.title': 'Marken',
    'brands.count': '{{count}} Marken',
  },
  fr: {
    'catalog.title': 'Tous les produits',
    'catalog.subgroups': '{{count}} catégories',
    'brands.title': 'Marques',
    'brands.count': '{{count}} marques',
  },
  ru: {
    'catalog.title': 'Все товары',
    'catalog.subgroups': 'Категорий: {{count}}',
    'brands.title': 'Бренды',
    'brands.count': 'Брендов: {{count}}',
  },
};

/** The catalogue's namespace, added to the shared i18next instance when the remote loads. */
export const CATALOG_NAMESPACE = 'catalog';
addTranslations(CATALOG_NAMESPACE, messages);
