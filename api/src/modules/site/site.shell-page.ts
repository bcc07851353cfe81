import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Language, type PageMeta, SERVER_RENDERED_ATTRIBUTE } from '@shop/shared-contracts';
import { startAfterFirstPaint } from './site.start-scripts.js';

interface Template {
  readonly mtimeMs: number;
  /** Everything before `</head>`. */
  readonly head: string;
  /** From `</head>` to the root element's content. */
  readonly body: string;
  /** From the root element's end tag on; null when the template has no empty root element. */
  readonly tail: string | null;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** What a page adds to the shell's index.html. */
export interface PageParts {
  readonly language: Language;
  /** Before `</head>`: inlined scripts and preload hints. */
  readonly hints: string;
  /** The server-rendered markup of the root element, if the page has it. */
  readonly root?: string | undefined;
  /** The document title, if the server rendered the page (else the shell's). */
  readonly title?: string | undefined;
  /** The page's meta description, if the server rendered the page and it gave one. */
  readonly description?: string | undefined;
  /** Canonical address, share picture and indexing, if the server-rendered page gave them. */
  readonly meta?: PageMeta | undefined;
  /**
   * Right after the root element: what only the scripts read (the server render's data), so
   * the browser meets the page's markup and pictures before it.
   */
  readonly afterRoot?: string | undefined;
  /**
   * The response's script nonce. A page with server-rendered markup runs the shell's start
   * scripts after its first paint, from an inline script that needs it (site.start-scripts).
   */
  readonly scriptNonce?: string | undefined;
}

/** The built shell's index.html, split once per build so a page is a concatenation. */
export interface ShellPage {
  /** The page with its parts in place; null while the shell is not built. */
  render(parts: PageParts): Promise<string | null>;
}

export function createShellPage(distDir: string): ShellPage {
  const file = path.join(distDir, 'index.html');
  let template: Template | undefined;

  async function load(): Promise<Template | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    // A rebuild of the shell replaces the file; the mtime tells without reading it again.
    if (template?.mtimeMs === mtimeMs) return template;
    template = { mtimeMs, ...split(await readFile(file, 'utf8')) };
    return template;
  }

  return {
    async render({ language, hints, root, title, description, meta, afterRoot = '', scriptNonce }) {
      const loaded = await load();
      if (!loaded) return null;
      // The page's language, for screen readers and search engines before any script runs.
      const head = loaded.head.replace(
        /<html([^>]*)>/i,
        (_tag, attributes: string) =>
          `<html lang="${language}"${attributes.replace(/\s+lang="[^"]*"/i, '')}>`,
      );
      const titled =
        title === undefined
          ? head
          : head.replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(title)}</title>`);
      const described =
        description === undefined
          ? titled
          : `${titled.replace(/<meta\s+name="description"[^>]*>/i, '')}<meta name="description" content="${escapeAttribute(description)}">`;
      const headParts = described + metaElements(meta) + hints;
      if (loaded.tail === null) return headParts + loaded.body;
      const rootElement =
        root === undefined
          ? ROOT_ELEMENT
          : `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${root}</div>`;
      const tail =
        root !== undefined && scriptNonce !== undefined
          ? startAfterFirstPaint(loaded.tail, scriptNonce)
          : loaded.tail;
      return headParts + loaded.body + rootElement + afterRoot + tail;
    },
  };
}

/** The head elements of `usePageMeta`, as the browser keeps them once the page runs. */
function metaElements(meta: PageMeta | undefined): string {
  if (!meta) return '';
  let elements = '';
  if (meta.canonical !== undefined) {
    const href = escapeAttribute(meta.canonical);
    elements += `<link rel="canonical" href="${href}"><meta property="og:url" content="${href}">`;
  }
  if (meta.shareImage !== undefined) {
    elements += `<meta property="og:image" content="${escapeAttribute(meta.shareImage)}">`;
  }
  if (meta.noindex === true) elements += '<meta name="robots" content="noindex">';
  return elements;
}

function split(html: string): Omit<Template, 'mtimeMs'> {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? '' : html.slice(0, headEnd);
  const rest = headEnd === -1 ? html : html.slice(headEnd);
  const rootAt = rest.indexOf(ROOT_ELEMENT);
  if (rootAt === -1) return { head, body: rest, tail: null };
  return {
    head,
    body: rest.slice(0, rootAt),
    tail: rest.slice(rootAt + ROOT_ELEMENT.length),
  };
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
