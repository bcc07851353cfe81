import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/**
 * mf-content's messages, one namespace per area and each language a lazy chunk: a page loads
 * only the areas it shows, in the shown language.
 */
export const contentMessageLoaders = {
  pages: {
    fi: () => import('./pages/fi'),
    sv: () => import('./pages/sv'),
    en: () => import('./pages/en'),
    de: () => import('./pages/de'),
    fr: () => import('./pages/fr'),
    ru: () => import('./pages/ru'),
  },
  stores: {
    fi: () => import('./stores/fi'),
    sv: () => import('./stores/sv'),
    en: () => import('./stores/en'),
    de: () => import('./stores/de'),
    fr: () => import('./stores/fr'),
    ru: () => import('./stores/ru'),
  },
  blog: {
    fi: () => import('./blog/fi'),
    sv: () => import('./blog/sv'),
    en: () => import('./blog/en'),
    de: () => import('./blog/de'),
    fr: () => import('./blog/fr'),
    ru: () => import('./blog/ru'),
  },
  faq: {
    fi: () => import('./faq/fi'),
    sv: () => import('./faq/sv'),
    en: () => import('./faq/en'),
    de: () => import('./faq/de'),
    fr: () => import('./faq/fr'),
    ru: () => import('./faq/ru'),
  },
  experiences: {
    fi: () => import('./experiences/fi'),
    sv: () => import('./experiences/sv'),
    en: () => import('./experiences/en'),
    de: () => import('./experiences/de'),
    fr: () => import('./experiences/fr'),
    ru: () => import('./experiences/ru'),
  },
  gift: {
    fi: () => import('./gift/fi'),
    sv: () => import('./gift/sv'),
    en: () => import('./gift/en'),
    de: () => import('./gift/de'),
    fr: () => import('./gift/fr'),
    ru: () => import('./gift/ru'),
  },
  forms: {
    fi: () => import('./forms/fi'),
    sv: () => import('./forms/sv'),
    en: () => import('./forms/en'),
    de: () => import('./forms/de'),
    fr: () => import('./forms/fr'),
    ru: () => import('./forms/ru'),
  },
  rental: {
    fi: () => import('./rental/fi'),
    sv: () => import('./rental/sv'),
    en: () => import('./rental/en'),
    de: () => import('./rental/de'),
    fr: () => import('./rental/fr'),
    ru: () => import('./rental/ru'),
  },
} satisfies Record<string, MessageLoaders>;

/** The front page, static and tabbed pages, preview routes. */
export const pagesMessages = defineMessages('content-pages', contentMessageLoaders.pages);

/** Store list and store pages. */
export const storesMessages = defineMessages('content-stores', contentMessageLoaders.stores);

/** The life-outdoors area. */
export const blogMessages = defineMessages('content-blog', contentMessageLoaders.blog);

/** FAQ pages. */
export const faqMessages = defineMessages('content-faq', contentMessageLoaders.faq);

/** Experiences and their products. */
export const experiencesMessages = defineMessages(
  'content-experiences',
  contentMessageLoaders.experiences,
);

/** Gift campaign categories. */
export const giftMessages = defineMessages('content-gift', contentMessageLoaders.gift);

/** The corporate info form and the newsletter sign-ups. */
export const formsMessages = defineMessages('content-forms', contentMessageLoaders.forms);

/** Rental info and booking. */
export const rentalMessages = defineMessages('content-rental', contentMessageLoaders.rental);
