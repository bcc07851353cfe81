import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import { configureLanguagePrefixStrategy } from '@shop/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { serializeRequest } from './lib/log-redaction.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { registrationRoutes } from './modules/account/registration.routes.js';
import { attemptsSweepPlugin } from './modules/attempts/attempts.sweep.js';
import { availabilityNotificationsRoutes } from './modules/availability-notifications/availability-notifications.routes.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { checkoutValidationRoutes } from './modules/checkout-validation/validation.routes.js';
import { compatibilityRoutes } from './modules/compatibility/compatibility.routes.js';
import { complaintsRoutes } from './modules/complaints/complaints.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { customerOrdersRoutes } from './modules/customer-orders/customer-orders.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { generalSettingsRoutes } from './modules/general-settings/general-settings.routes.js';
import { keywordPopupsRoutes } from './modules/keyword-popups/keyword-popups.routes.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createPictureNames } from './modules/media/picture-names.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { productRoutes } from './modules/product/product.routes.js';
import { productExtraRoutes } from './modules/product/product-extra.routes.js';
import { productGroupsRoutes } from './modules/product-groups/product-groups.routes.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import { createRankings } from './modules/recommendations/recommendations.service.js';
import { releasesRoutes } from './modules/remotes/releases.routes.js';
import { remotesRoutes } from './modules/remotes/remotes.routes.js';
import { resourcesRoutes } from './modules/resources/resources.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { routeSlugsRoutes } from './modules/route-slugs/route-slugs.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { staffOrdersRoutes } from './modules/staff-orders/staff-orders.routes.js';
import { staticPagesRoutes } from './modules/static-pages/static-pages.routes.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { bodyTimeoutPlugin } from './plugins/body-timeout.js';
import { connectionLimitPlugin } from './plugins/connection-limit.js';
import { databasePlugin } from './plugins/database.js';
import { answerFrameworkError, errorHandler } from './plugins/error-handler.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { remoteRegistryPlugin } from './plugins/remote-registry.js';
import { requestTextPlugin } from './plugins/request-text.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';

/**
 * Builds the whole api: database opened, migrated and seeded, built remotes published.
 * Closing the app closes the database.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  // Path parsing (market language, preload hints) follows the configured prefix strategy.
  configureLanguagePrefixStrategy(config.languagePrefixStrategy);
  const app = Fastify({
    // The request log keeps no token or address a URL carries (order outcomes, payment
    // sessions, resets, overrides): a log reader gains no capability.
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    routerOptions: { ignoreTrailingSlash: true },
    // The first start of a data dir seeds the catalogue, which takes far longer than the
    // default 10 s a plugin may take to load.
    pluginTimeout: 0,
    // A URL that cannot be decoded gets the api's error body too, not Fastify's own.
    frameworkErrors: answerFrameworkError,
    // The per-address throttles key on `request.ip`: behind a proxy, the address it forwards.
    trustProxy: config.trustProxy,
    // A request must arrive whole within the limit (Fastify's default is none), its headers
    // sooner; Node checks both at an interval, a quarter of the headers' limit at most. The
    // limit is the uploads' (long); every other body has the short `bodyTimeoutMs`.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  try {
    // 1. External plugins first: compression hooks onSend, so it must wrap every route below.
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(securityHeadersPlugin, {
      // Registered later; asked per document, once the app is serving.
      remoteOrigins: (request) =>
        app.remoteRegistry?.remoteOrigins(app.releaseOverrides.of(request)) ?? [],
    });
    // 2. App plugins next: the routes use their decorators (db, authenticate, remoteRegistry),
    //    the error handler must be in place before any route can fail, the JSON parser's bounds
    //    before any body is read, and the text check's hooks only reach the routes added after it.
    await app.register(errorHandler);
    await app.register(connectionLimitPlugin, {
      perAddress: config.connectionsPerAddress,
      behindProxy: config.trustProxy !== false,
    });
    await app.register(bodyTimeoutPlugin, { bodyTimeoutMs: config.bodyTimeoutMs });
    await app.register(jsonBodyPlugin);
    await app.register(rateLimitPlugin, { config });
    await app.register(requestTextPlugin);
    await app.register(databasePlugin, { config });
    await app.register(attemptsSweepPlugin);
    await app.register(authenticationPlugin);
    await app.register(remoteRegistryPlugin, { config });
    // 3. Routes last; the site goes at the very end because its `/*` and not-found handler
    //    answer whatever no other route took.
    await app.register(
      async (api) => {
        await api.register(routeSlugsRoutes);
        await api.register(marketRoutes);
        await api.register(resourcesRoutes);
        await api.register(productGroupsRoutes);
        await api.register(staticPagesRoutes);
        await api.register(bannersRoutes);
        await api.register(brandsRoutes);
        await api.register(keywordPopupsRoutes);
        await api.register(generalSettingsRoutes);
        await api.register(customersRoutes);
        await api.register(releasesRoutes, { releaseToken: config.releaseToken });
        await api.register(customerOrdersRoutes);
        // One ranking per category a minute, for the strategy request and the lists it orders.
        const rankings = createRankings(api.db);
        await api.register(catalogueRoutes, { rankings });
        await api.register(recommendationsRoutes, { rankings });
        await api.register(productRoutes);
        await api.register(productExtraRoutes);
        await api.register(reviewsRoutes);
        await api.register(compatibilityRoutes);
        await api.register(availabilityNotificationsRoutes);
        await api.register(checkoutRoutes);
        await api.register(checkoutValidationRoutes);
        await api.register(ordersRoutes);
        await api.register(staffOrdersRoutes);
        await api.register(paymentsRoutes, { signingSecret: config.paymentSigningSecret });
        await api.register(contentRoutes);
        await api.register(accountRoutes);
        await api.register(complaintsRoutes, { dataDir: config.dataDir });
        await api.register(registrationRoutes);
      },
      { prefix: '/api' },
    );
    // Media requests are throttled per address only when the disk cache cannot answer them
    // (a picture to draw, a name to look up): a shopper behind a shared address browsing
    // pictures already drawn never meets the limit.
    await app.register(mediaRoutes, {
      cacheDir: path.join(config.dataDir, 'media-cache'),
      pictures: createPictureNames(app.db),
      maxRendersPerAddress: config.mediaRendersPerAddress,
      throttle: app.rateLimit(app.throttle('media')),
    });
    await app.register(remotesRoutes, { dataDir: config.dataDir });
    await app.register(siteRoutes, {
      shopRoot: config.shopRoot,
      rootRedirect: config.rootRedirect,
      languagePrefixStrategy: config.languagePrefixStrategy,
      dataDir: config.dataDir,
      serverRenderBudgetMs: config.serverRenderBudgetMs,
    });
    await app.ready();
    // The start's publish activates through the release health check, which asks the api's
    // own routes for the release's files and renders with the site's renderer: a ready app.
    await app.remoteRegistry.publishMissing();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
