import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { remoteRegistrySchema, SERVER_BUILD_DIR } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheControlFor, dropValidatorsOfImmutable, NO_CACHE } from '../../lib/cache-control.js';

const SERVER_BUILD_PATH = new RegExp(`^/[^/]+/[^/]+/${SERVER_BUILD_DIR}/`);

/**
 * `/remotes.json` and the published releases under `/remotes/<remote>/<version>/`. Both are
 * read cross-origin (a shell on another origin fetches the manifest), hence open CORS.
 */
export const remotesRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/remotes.json',
      { schema: { response: { 200: remoteRegistrySchema } } },
      async (request, reply) => {
        reply
          .header('cache-control', NO_CACHE)
          .header('access-control-allow-origin', '*')
          // A browser with a release override gets its own answer (issue 14 point 5).
          .header('vary', 'cookie');
        return app.remoteRegistry.getRegistry(app.releaseOverrides.of(request.raw));
      },
    );

  const root = path.join(dataDir, 'remotes');
  await mkdir(root, { recursive: true });
  await app.register(
    async (assets) => {
      await assets.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
      assets.addHook('onSend', dropValidatorsOfImmutable);
      await assets.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        // The builds write a Brotli-11 `.br` beside each script and stylesheet.
        preCompressed: true,
        // A release's server build (dist/ssr) is for the api's renderer, not for browsers.
        allowedPath: (pathName) => !SERVER_BUILD_PATH.test(pathName),
        setHeaders: (reply, file) => {
          // Inside a release: <remote>/<version>/<file in dist>.
          const inDist = path.relative(root, file).split(path.sep).slice(2).join('/');
          reply.header('cache-control', cacheControlFor(inDist));
        },
      });
    },
    { prefix: '/remotes' },
  );
};
