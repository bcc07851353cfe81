import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'api', 'dist', 'cli.js');

/**
 * Uploads another version of a built remote through the CLI against a running shop, without
 * activating it, and answers that version. The copy is the repository's build with its manifest
 * marked (`buildName` + `mark`), so its content hash and hence its version differ; the same mark
 * gives the same version again (an upload is idempotent). `cliArgs` go after the remote's name
 * (e.g. `--base-url`); `change` may alter the copied dist before it is uploaded.
 */
export async function publishSecondVersion(
  origin: string,
  token: string,
  {
    remote = 'mf-catalog',
    mark = 'second',
    cliArgs = [],
    change,
  }: {
    remote?: string;
    mark?: string;
    cliArgs?: readonly string[];
    change?: (dist: string) => void;
  } = {},
): Promise<{ version: string; dist: string; remove: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'shop-second-release-'));
  const dist = join(root, remote, 'dist');
  try {
    cpSync(join(ROOT, remote, 'package.json'), join(root, remote, 'package.json'));
    cpSync(join(ROOT, remote, 'dist'), dist, { recursive: true });
    const manifestFile = join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildName = `${manifest.metaData.buildInfo.buildName}-${mark}`;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    change?.(dist);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [CLI, 'remotes', 'publish', remote, '--no-activate', ...cliArgs],
      { env: { ...process.env, SHOP_URL: origin, RELEASE_TOKEN: token, SHOP_ROOT: root } },
    );
    const version = new RegExp(`^${remote}: (\\S+)$`, 'm').exec(stdout)?.[1];
    if (!version) throw new Error(`the upload printed no version: ${stdout}`);
    return { version, dist, remove: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
