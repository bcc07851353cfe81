import {
  EXPOSED_MODULE_KEYS,
  type ReleaseProblem,
  type RemotePackage,
} from '@shop/shared-contracts';
import semver from 'semver';
import { z } from 'zod';

/** The parts of a Module Federation 2 `mf-manifest.json` the gate reads. */
const manifestSchema = z.looseObject({
  metaData: z.looseObject({ contractsVersion: z.string().optional() }),
  shared: z
    .array(
      z.looseObject({
        name: z.string(),
        version: z.string().optional(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      }),
    )
    .default([]),
  exposes: z
    .array(z.looseObject({ name: z.string().optional(), path: z.string().optional() }))
    .default([]),
});

/** What the shell being served provides: its contracts version and its shared singletons. */
export interface ShellProvision {
  readonly contractsVersion: string;
  /** Shared module name → the version the shell provides. */
  readonly shared: ReadonlyMap<string, string>;
}

/** The contracts version a manifest declares (the build plugin writes it, decision 0006). */
export function manifestContractsVersion(manifest: unknown): string | null {
  const parsed = manifestSchema.safeParse(manifest);
  return parsed.success ? (parsed.data.metaData.contractsVersion ?? null) : null;
}

/** The contracts' runtime entry, which every build shares at the contracts version (0006). */
const CONTRACTS_ENTRY = '@shop/shared-contracts/bus';

/**
 * The shell's provision, from its own `mf-manifest.json`: the versions of what it shares; its
 * contracts version is the version of the contracts' shared bus entry.
 */
export function shellProvision(shellManifest: unknown): ShellProvision {
  const parsed = manifestSchema.parse(shellManifest);
  const shared = new Map<string, string>();
  for (const entry of parsed.shared) if (entry.version) shared.set(entry.name, entry.version);
  return {
    contractsVersion: parsed.metaData.contractsVersion ?? shared.get(CONTRACTS_ENTRY) ?? '0.0.0',
    shared,
  };
}

/**
 * The release gate (issue 14): what keeps a remote's build from running beside the shell. A
 * release is refused when its contracts major differs from the shell's, when a shared singleton
 * it requires is provided by the shell at a version outside the range it declares, or when a
 * module the route table or another remote loads (`EXPOSED_MODULE_KEYS`) is missing from it.
 * Answers every problem found; none means the release may be activated.
 */
export function checkRelease(
  remote: RemotePackage,
  manifest: unknown,
  shell: ShellProvision,
): ReleaseProblem[] {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) {
    return [{ kind: 'manifest', subject: remote, message: 'The manifest cannot be read.' }];
  }
  const problems: ReleaseProblem[] = [];
  const built = parsed.data.metaData.contractsVersion;
  if (!built || semver.valid(built) === null) {
    problems.push({
      kind: 'contracts',
      subject: 'contracts',
      message: 'The manifest does not say which contracts version the remote was built with.',
    });
  } else if (semver.major(built) !== semver.major(shell.contractsVersion)) {
    problems.push({
      kind: 'contracts',
      subject: 'contracts',
      message: `Built with contracts ${built}; the shell runs contracts ${shell.contractsVersion} (another major).`,
    });
  }
  for (const entry of parsed.data.shared) {
    const range = entry.requiredVersion;
    if (!range) continue;
    const provided = shell.shared.get(entry.name);
    if (provided === undefined) {
      problems.push({
        kind: 'shared',
        subject: entry.name,
        message: `Requires ${entry.name} ${range}, which the shell does not share.`,
      });
    } else if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push({
        kind: 'shared',
        subject: entry.name,
        message: `Requires ${entry.name} ${range}; the shell provides ${provided}.`,
      });
    }
  }
  const exposed = new Set(
    parsed.data.exposes.map((expose) => expose.path ?? (expose.name ? `./${expose.name}` : '')),
  );
  for (const key of EXPOSED_MODULE_KEYS[remote]) {
    if (!exposed.has(key)) {
      problems.push({
        kind: 'exposes',
        subject: key,
        message: `Does not expose ${key}, which the shop loads from ${remote}.`,
      });
    }
  }
  return problems;
}
