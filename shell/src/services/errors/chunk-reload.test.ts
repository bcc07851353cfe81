import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

describe('chunk reload guard (platform §8, §9)', () => {
  it('recognises failed chunk and script loads only', () => {
    const chunk = new Error('Loading chunk 42 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('ScriptNetworkError: Failed to load script'))).toBe(true);
    expect(isChunkLoadError(new Error('RUNTIME-003 Failed to get manifest'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('allows one reload per path per 10 s', () => {
    const storage = createMemoryStorage();
    expect(claimChunkReload('/catalog/', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/catalog/', 1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimChunkReload('/checkout/', 2_000, storage)).toBe(true);
    expect(claimChunkReload('/catalog/', 1_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
