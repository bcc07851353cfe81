import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler, isDataException } from './error-handler.js';

/** An error as the PostgreSQL and PGlite drivers throw it: the SQLSTATE in `code`. */
const databaseError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('are the client’s 400 when the database refused a value (SQLSTATE class 22)', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/out-of-range', async () => {
      throw databaseError('22003', 'value "2147483648" is out of range for type integer');
    });
    app.get('/not-a-number', async () => {
      throw databaseError('22P02', 'invalid input syntax for type integer: "x"');
    });
    app.get('/duplicate', async () => {
      throw databaseError('23505', 'duplicate key value violates unique constraint');
    });
    for (const url of ['/out-of-range', '/not-a-number']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'MALFORMED_REQUEST' });
      // The database's wording (and the value) is not sent back.
      expect(response.body, url).not.toMatch(/integer|syntax/);
    }
    // An integrity violation is the server's own fault (a missing check or lock): a 500.
    expect((await app.inject('/duplicate')).statusCode).toBe(500);
  });

  it('leave the api’s own and Fastify’s error codes alone', () => {
    expect(isDataException(databaseError('22021', 'invalid byte sequence'))).toBe(true);
    expect(isDataException(databaseError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 'x'))).toBe(false);
    expect(isDataException(databaseError('VALIDATION_FAILED', 'x'))).toBe(false);
    expect(isDataException(null)).toBe(false);
  });
});
