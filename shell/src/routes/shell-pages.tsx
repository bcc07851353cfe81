import type { ComponentType } from 'react';
import { MobileMenuPage } from '../menu/mobile-menu-page';
import { StyleGuidePage } from './style-guide-page';

/** Pages the shell renders itself, by route id of the route table. */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  menu: MobileMenuPage,
  'menu-group': MobileMenuPage,
  'style-guide': StyleGuidePage,
};
