import type { I18n } from '../../schema.js';

/** A tab of a tabbed page; tabs may nest one level (platform §2 Tabbed static page). */
export interface TabSpec {
  slug: string;
  title: I18n;
  content: I18n;
  children?: TabSpec[];
}

/** A static page, with tabs when it is a tabbed page. */
export interface PageSpec {
  slug: string;
  title: I18n;
  content: I18n;
  tabs?: TabSpec[];
}
