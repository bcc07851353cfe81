/** The data-layer entry pushed after each page (platform §7). */
export interface PageViewEvent {
  readonly event: 'pageview';
  readonly path: string;
}

/** The page-view entry for a path, as the tag manager reads it from the data layer. */
export function createPageViewEvent(path: string): PageViewEvent {
  return { event: 'pageview', path };
}
