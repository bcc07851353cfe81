import { type ComponentType, lazy } from 'react';

// Loaded when first shown: most page loads never open the menu page, the style guide or the
// staff release page, so they stay out of every route's first-load JavaScript.
const MobileMenuPage = lazy(async () => ({
  default: (await import('../menu/mobile-menu-page')).MobileMenuPage,
}));
const StyleGuidePage = lazy(async () => ({
  default: (await import('./style-guide-page')).StyleGuidePage,
}));
const ReleasePage = lazy(async () => ({
  default: (await import('../releases/release-page')).ReleasePage,
}));

/** Pages the shell renders itself, by route id of the route table. */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  menu: MobileMenuPage,
  'menu-group': MobileMenuPage,
  'style-guide': StyleGuidePage,
  releases: ReleasePage,
};
