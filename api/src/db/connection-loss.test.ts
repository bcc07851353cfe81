import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-loss.js';

function withCode(code: string, message = 'failed') {
  return Object.assign(new Error(message), { code });
}

describe('isConnectionLost', () => {
  it('knows a terminated backend, a shutdown, a connection failure and a cut socket', () => {
    expect(isConnectionLost(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(isConnectionLost(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionLost(withCode('08006'))).toBe(true);
    expect(isConnectionLost(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
  });

  it('leaves what the request or the data caused to the other answers', () => {
    expect(isConnectionLost(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isConnectionLost(withCode('22P02', 'invalid input syntax'))).toBe(false);
    expect(isConnectionLost(withCode('40001', 'could not serialize access'))).toBe(false);
    expect(isConnectionLost(new Error('Product not found'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
