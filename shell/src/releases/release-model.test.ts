import { ApiError, type ReleaseEvent, type ReleaseSummary } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { errorText, groupReleases, refusedProblems, rollbackTarget } from './release-model';

function release(
  remote: ReleaseSummary['remote'],
  version: string,
  publishedAt: string,
  isActive = false,
): ReleaseSummary {
  return {
    remote,
    version,
    publishedAt,
    isActive,
    contractsVersion: '3.12.0',
    baseUrl: null,
    gitSha: null,
    builtAt: null,
    problems: [],
  };
}

function event(
  id: number,
  action: ReleaseEvent['action'],
  fromVersion: string | null,
  toVersion: string | null,
): ReleaseEvent {
  return {
    id,
    at: '2026-05-01T10:00:00.000Z',
    remote: 'mf-catalog',
    action,
    fromVersion,
    toVersion,
    actor: 'henkilokunta@example.com',
    reason: null,
    forced: false,
    problems: [],
    contractsVersion: '3.12.0',
  };
}

describe('groupReleases', () => {
  it('gives all five remotes in registry order, the active apart and the rest newest first', () => {
    const groups = groupReleases([
      release('mf-catalog', '1.0.0-aaaa', '2026-05-01T10:00:00.000Z'),
      release('mf-account', '1.0.0-bbbb', '2026-05-01T09:00:00.000Z', true),
      release('mf-catalog', '1.0.0-cccc', '2026-05-03T10:00:00.000Z'),
      release('mf-catalog', '1.0.0-dddd', '2026-05-02T10:00:00.000Z', true),
    ]);
    expect(groups.map((group) => group.remote)).toEqual([
      'mf-catalog',
      'mf-product',
      'mf-checkout',
      'mf-content',
      'mf-account',
    ]);
    const [catalog, product] = groups;
    expect(catalog?.active?.version).toBe('1.0.0-dddd');
    expect(catalog?.previous.map((entry) => entry.version)).toEqual(['1.0.0-cccc', '1.0.0-aaaa']);
    expect(product).toEqual({ remote: 'mf-product', active: undefined, previous: [] });
    expect(groups[4]?.active?.version).toBe('1.0.0-bbbb');
  });

  it('keeps the api order for releases published at the same time', () => {
    const at = '2026-05-01T10:00:00.000Z';
    const [catalog] = groupReleases([
      release('mf-catalog', 'second', at),
      release('mf-catalog', 'first', at),
    ]);
    expect(catalog?.previous.map((entry) => entry.version)).toEqual(['second', 'first']);
  });
});

describe('rollbackTarget', () => {
  // Newest first, as the api lists the audit trail.
  const events = [
    event(4, 'rollback', 'b', 'a'),
    event(3, 'activate', 'a', 'b'),
    event(2, 'publish', null, 'b'),
    event(1, 'activate', null, 'a'),
  ];

  it('is the version the current activation came from', () => {
    expect(rollbackTarget(events.slice(1), 'mf-catalog', 'b')).toBe('a');
  });

  it('is null after a rollback to the first activation, which came from nothing', () => {
    expect(rollbackTarget(events, 'mf-catalog', 'a')).toBeNull();
  });

  it('is unknown when the events read do not reach the activation, or name another remote', () => {
    expect(rollbackTarget(events.slice(0, 2), 'mf-catalog', 'a')).toBeUndefined();
    expect(rollbackTarget(events, 'mf-product', 'b')).toBeUndefined();
  });
});

describe('refusedProblems', () => {
  it("reads the gate's problems from a refused activation's fields", () => {
    const error = new ApiError(
      409,
      'refused',
      [
        { field: 'contracts:contracts', message: 'Built with contracts 2.0.0.' },
        { field: 'shared:react', message: 'Requires react ^18.' },
        { field: 'exposes:./ProductCard', message: 'Does not expose ./ProductCard.' },
        // A health problem's subject may hold a colon of its own.
        { field: 'health:render:/tuotteet/', message: 'Fails to render on the server.' },
        { field: 'unknown:thing', message: 'Not a kind of the gate.' },
      ],
      undefined,
      'RELEASE_INCOMPATIBLE',
    );
    expect(refusedProblems(error)).toEqual([
      { kind: 'contracts', subject: 'contracts', message: 'Built with contracts 2.0.0.' },
      { kind: 'shared', subject: 'react', message: 'Requires react ^18.' },
      { kind: 'exposes', subject: './ProductCard', message: 'Does not expose ./ProductCard.' },
      { kind: 'health', subject: 'render:/tuotteet/', message: 'Fails to render on the server.' },
    ]);
  });

  it('is empty for any other failure', () => {
    expect(refusedProblems(new ApiError(409, 'no', [], undefined, 'NO_PREVIOUS_RELEASE'))).toEqual(
      [],
    );
    expect(refusedProblems(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('errorText', () => {
  it('names the situation by the api code, then by status', () => {
    const code = (status: number, value: ConstructorParameters<typeof ApiError>[4]) =>
      errorText(new ApiError(status, 'x', [], undefined, value)).key;
    expect(code(409, 'NO_PREVIOUS_RELEASE')).toBe('error.noPrevious');
    expect(code(409, 'RELEASE_INCOMPATIBLE')).toBe('error.incompatible');
    expect(code(404, 'RELEASE_NOT_FOUND')).toBe('error.notFound');
    expect(code(403, 'STAFF_ONLY')).toBe('error.forbidden');
    expect(code(401, 'LOGIN_EXPIRED')).toBe('error.login');
    expect(code(429, undefined)).toBe('error.tooMany');
    expect(errorText(new ApiError(502, 'x'))).toEqual({
      key: 'error.failed',
      values: { status: 502 },
    });
    expect(errorText(new TypeError('Failed to fetch')).key).toBe('error.offline');
  });

  it('lists the refused fields of a 400', () => {
    const error = new ApiError(400, 'x', [{ field: 'reason', message: 'is too long' }]);
    expect(errorText(error)).toEqual({
      key: 'error.invalid',
      values: { detail: 'reason is too long' },
    });
  });
});
