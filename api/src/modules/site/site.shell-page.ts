import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface Template {
  readonly mtimeMs: number;
  /** Everything before `</head>`. */
  readonly head: string;
  /** `</head>` and the rest. */
  readonly tail: string;
}

/** The built shell's index.html, split once per build so injecting hints is a concatenation. */
export interface ShellPage {
  /** The page with `hints` before `</head>`; null while the shell is not built. */
  render(hints: string): Promise<string | null>;
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
    const html = await readFile(file, 'utf8');
    const at = html.search(/<\/head>/i);
    template =
      at === -1
        ? { mtimeMs, head: '', tail: html }
        : { mtimeMs, head: html.slice(0, at), tail: html.slice(at) };
    return template;
  }

  return {
    async render(hints) {
      const loaded = await load();
      return loaded && loaded.head + hints + loaded.tail;
    },
  };
}
