import { describe, expect, it } from 'vitest';
import { chainDepth } from './chain-depth';

const request = (url: string, initiator?: string) => ({ url, initiator, type: 'Script', bytes: 0 });

describe('chainDepth', () => {
  it('counts the longest initiator chain from the document', () => {
    const requests = [
      request('/'),
      request('/shell.js', '/'),
      request('/remote.js', '/'),
      request('/chunk.js', '/shell.js'),
      request('/api/x', '/chunk.js'),
    ];
    expect(chainDepth(requests, '/')).toBe(4);
  });

  it('treats a request without a known initiator as started by the document', () => {
    expect(chainDepth([request('/'), request('/preloaded.json')], '/')).toBe(2);
  });
});
