import type { ShellMessageKey } from '../i18n/shell-messages';

/** The shell message keys of the mobile menu. */
export type MenuMessageKey = Extract<ShellMessageKey, `menu.${string}`>;

/** Translates a menu message in the shopper's language (i18next `t` in the app). */
export type TranslateMenu = (key: MenuMessageKey, values?: Record<string, string>) => string;

/** One row of a menu level: a page link, or a link to a deeper menu level. */
export interface MenuEntry {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** Opens a deeper menu level instead of a page. */
  readonly drillsDown: boolean;
}
