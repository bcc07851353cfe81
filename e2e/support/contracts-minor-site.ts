import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');
const REMOTES = ['mf-catalog', 'mf-product', 'mf-checkout', 'mf-content', 'mf-account'] as const;

/** The contracts version the rebuilt remote compiles in: the next minor of the repository's. */
export function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

/**
 * Replaces `from` by `to` in a copied file; fails loudly when the code it patches has moved, so
 * the test never passes by building an unchanged remote.
 */
function patch(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

/**
 * Builds mf-content against a copy of the contracts one minor ahead of the repository's, the
 * way a remote team builds against a newer contracts release: the copy adds an optional `lead`
 * to the static-page answer and the page shows it when the api sends it. Everything else of
 * the site (the shell and the other remotes) is the repository's own build.
 */
export function buildMinorRemote(): {
  root: string;
  contractsVersion: string;
  remove: () => void;
} {
  const work = mkdtempSync(join(tmpdir(), 'shop-contracts-minor-'));
  const copy = (name: string) =>
    cpSync(join(REPO, name), join(work, name), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist|\.tsbuild)$/.test(source),
    });
  copy('shared-contracts');
  copy('mf-content');
  copy('tsconfig.base.json');
  // The repository's installed packages, with @shop/shared-contracts pointing at the copy.
  mkdirSync(join(work, 'node_modules', '@shop'), { recursive: true });
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (entry === '@shop') continue;
    symlinkSync(join(REPO, 'node_modules', entry), join(work, 'node_modules', entry));
  }
  symlinkSync(
    join(work, 'shared-contracts'),
    join(work, 'node_modules', '@shop', 'shared-contracts'),
  );

  const contracts = join(work, 'shared-contracts');
  const { version } = JSON.parse(readFileSync(join(contracts, 'package.json'), 'utf8')) as {
    version: string;
  };
  const contractsVersion = nextMinor(version);
  patch(
    join(contracts, 'package.json'),
    `"version": "${version}"`,
    `"version": "${contractsVersion}"`,
  );
  patch(join(contracts, 'src', 'contracts-version.ts'), `'${version}'`, `'${contractsVersion}'`);
  patch(
    join(contracts, 'src', 'api', 'static-page.ts'),
    '  content: z.string(),\n});',
    '  content: z.string(),\n  /** Added in the minor: a lead paragraph. */\n  lead: z.string().optional(),\n});',
  );
  patch(
    join(work, 'mf-content', 'src', 'features', 'static-page', 'static-page-view.tsx'),
    '      <h1>{page.data.title}</h1>',
    '      <h1>{page.data.title}</h1>\n      {page.data.lead ? <p data-testid="static-page-lead">{page.data.lead}</p> : null}',
  );
  execFileSync(join(REPO, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: join(work, 'mf-content'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });

  // A shop root: the repository's builds, with this mf-content in place of its own.
  const root = join(work, 'root');
  mkdirSync(root);
  for (const name of ['shell', ...REMOTES]) {
    const source = name === 'mf-content' ? join(work, 'mf-content') : join(REPO, name);
    symlinkSync(source, join(root, name));
  }
  return {
    root,
    contractsVersion,
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** Serves the shop from `root` on a fresh embedded database; resolves once it answers. */
export async function startSite(root: string, port: number): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-contracts-minor-data-'));
  const server: ChildProcess = spawn('npm', ['run', 'start', '-w', 'api'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_ROOT: root,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: '60',
      LOG_LEVEL: 'warn',
      // As the main site of the journeys (playwright.config.ts): what the server renders.
      SERVER_RENDER_BUDGET_MS: '10000',
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const isUp = await fetch(`http://127.0.0.1:${port}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the api with the rebuilt remote did not start');
}
