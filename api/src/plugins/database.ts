import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { preparation, prepareDatabase } from '../db/prepare.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder over PGlite or PostgreSQL, migrated and seeded. */
    db: Kysely<Database>;
  }
}

/** Opens, migrates and (when empty) seeds the database; closes it when the app closes. */
export const databasePlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const handle = await openDatabase(config, (error) =>
      app.log.error({ err: error }, 'an idle database connection failed'),
    );
    try {
      await prepareDatabase(handle.db, preparation(config, app.log));
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.log.info({ database: handle.kind }, 'database ready');
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
