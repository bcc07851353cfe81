import { createLoadingBar } from './loading-bar-store';

/** The page's one loading bar: page modules loading drive it, the layout draws it. */
export const pageLoadingBar = createLoadingBar();
