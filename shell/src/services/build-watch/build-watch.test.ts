import { describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_MS, buildFingerprint, watchBuild } from './build-watch';

const registry = (version: string) => ({
  remotes: {
    'mf-catalog': {
      name: 'mf_catalog',
      version,
      entry: `/remotes/mf-catalog/${version}/mf-manifest.json`,
    },
  },
});

describe('build watch (platform §9)', () => {
  it('fingerprints the shell entry and the remote versions', () => {
    expect(buildFingerprint('/static/js/index.1.js', registry('0.1.0-a'))).toBe(
      '/static/js/index.1.js|mf-catalog@0.1.0-a',
    );
  });

  it('polls hourly and reports once the build changed', async () => {
    const fingerprints = ['a', 'b'];
    const scheduled: Array<[() => void, number]> = [];
    const onNewBuild = vi.fn();
    watchBuild(
      {
        fingerprint: async () => fingerprints.shift() ?? 'b',
        schedule: (callback, delayMs) => {
          scheduled.push([callback, delayMs]);
          return () => {};
        },
      },
      'a',
      onNewBuild,
    );
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.[1]).toBe(BUILD_POLL_MS);
    scheduled[0]?.[0]();
    await vi.waitFor(() => expect(scheduled).toHaveLength(2));
    expect(onNewBuild).not.toHaveBeenCalled();
    scheduled[1]?.[0]();
    await vi.waitFor(() => expect(onNewBuild).toHaveBeenCalledTimes(1));
    expect(scheduled).toHaveLength(2);
  });
});
