/**
 * The app factory: `main.ts` and the in-process tests both build the server with it.
 */
import { profileRoutes } from './modules/member/profile-routes.ts';
import { capabilitiesRoutes } from './modules/general/capabilities-routes.ts';
import { countRequests, healthRoutes } from './ops/health.ts';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { apiCors } from './http/cors.ts';
import { API_KEY_HEADER, CLIENT_IP_HEADER } from '../contract/common.ts';
import type { AppEnv, AuthDeps } from './app-env.ts';
import { devRoutes, sessionRoutes, signInRoutes } from './modules/auth/auth-routes.ts';
import { authSecret } from './modules/auth/secrets.ts';
import { DevOutbox, MissingProvider, type SmsSender } from './modules/auth/sms.ts';
import { KavenegarSms } from './modules/auth/kavenegar.ts';
import { WebPushSender, type PushSender } from './modules/notify/web-push.ts';
import type { Config } from './config.ts';
import type { Db, DbHandle } from './db/create-db.ts';
import { ResponseCache } from './cache/response-cache.ts';
import { log, requestLog, type Logger } from './ops/log.ts';
import { measureRequests, metricsRoutes, watchAppMetrics } from './ops/metrics.ts';
import { ApiError, errorBody, errorResponse } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { checkUrlText } from './http/validate.ts';
import { bodyCap, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './http/body-cap.ts';
import { brandsRoutes } from './modules/catalog/brands-routes.ts';
import { categoriesRoutes } from './modules/catalog/categories-routes.ts';
import { productsRoutes } from './modules/catalog/products-routes.ts';
import { memberReviewsRoutes, reviewsRoutes } from './modules/catalog/reviews-routes.ts';
import { albumsRoutes } from './modules/content/albums-routes.ts';
import { boxesRoutes } from './modules/content/boxes-routes.ts';
import { faqsRoutes } from './modules/content/faqs-routes.ts';
import { newsRoutes } from './modules/content/news-routes.ts';
import { generalRoutes } from './modules/general/general-routes.ts';
import { eventsRoutes } from './modules/analytics/events-routes.ts';
import { creditRoutes } from './modules/member/credit-routes.ts';
import { inboxRoutes } from './modules/notify/inbox-routes.ts';
import { deskRoutes } from './modules/staff/desk-routes.ts';
import { deskOrderRoutes } from './modules/staff/desk-orders.ts';
import { deskTicketRoutes } from './modules/staff/desk-tickets.ts';
import { deskCatalogueRoutes } from './modules/staff/desk-catalogue.ts';
import { deskReviewRoutes } from './modules/staff/desk-reviews.ts';
import { deskSettingsRoutes } from './modules/staff/desk-settings.ts';
import { favoritesRoutes } from './modules/member/favorites-routes.ts';
import { stockAlertsRoutes } from './modules/member/stock-alerts-routes.ts';
import { citiesRoutes, provincesRoutes } from './modules/places/places-routes.ts';
import { payRoutes } from './modules/store/payment/pay-routes.ts';
import { createGateway } from './modules/store/payment/gateways.ts';
import { orderJobs } from './modules/store/order-jobs.ts';
import { deskOrganisationRoutes } from './modules/staff/desk-organisations.ts';
import { organisationRoutes } from './modules/organisation/organisation-routes.ts';
import { storeRoutes, transmitsRoutes } from './modules/store/store-routes.ts';
import { ticketingRoutes } from './modules/ticketing/ticketing-routes.ts';
import { apiDocsRoutes } from './site/api-docs.ts';
import { allowedMethods, openApiDocument } from './http/openapi.ts';
import { createPageRenderer } from './site/ssr.ts';
import { mountStaticSite } from './site/static-site.ts';
import { publicAnswerCache } from './cache/answer-cache.ts';
import { indexedProducts } from './modules/catalog/search-index.ts';


/** What the API says of a public catalogue answer: browsers and the worker may keep it a minute. */

/**
 * `publicCache`: rendered public pages and catalogue answers kept by this instance, following the
 * database's change notices (`followChanges`); without one nothing is kept, as nothing would say
 * when a kept page went stale.
 */
export function createApp({
  db,
  config,
  sms,
  push,
  publicCache = new ResponseCache({ maxBytes: 0, maxAgeMs: 0 }),
  logger,
  pool = null,
}: {
  db: Db;
  config: Config;
  sms?: SmsSender;
  /** Web Push; default: from the configuration's VAPID keys (tests give one that trusts their local push service). */
  push?: PushSender | null;
  publicCache?: ResponseCache;
  logger?: Logger;
  pool?: DbHandle['pool'];
}) {
  const app = new Hono<AppEnv>();
  // One JSON line per request, with its id; the id is answered in X-Request-Id and error bodies.
  app.use('*', requestLog(() => logger ?? log, config.trustProxy));
  app.use('*', countRequests);
  // Prometheus metrics only when a scraper's token is configured (ops/metrics.ts).
  if (config.metricsToken) {
    app.use('*', measureRequests);
    watchAppMetrics(publicCache, pool, () => indexedProducts(db));
  }
  const keys = new Set(config.apiKeys);
  const devOutbox = config.demoMode ? new DevOutbox() : null;
  let secret: Promise<string> | null = null;
  const auth: AuthDeps = {
    secret: () => (secret ??= authSecret(db, config.authSecret)),
    // A provider set in the configuration is used in demo mode too (a trial against a local fake).
    sms: sms ?? (config.sms ? new KavenegarSms(config.sms) : (devOutbox ?? new MissingProvider())),
    devOutbox,
    devCaptchas: config.demoMode ? new Map() : null,
  };
  const gateway = createGateway(config, auth.secret);
  const pushSender = push !== undefined ? push : config.push ? new WebPushSender(config.push) : null;

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('auth', auth);
    c.set('gateway', gateway);
    c.set('push', pushSender);
    c.set('publicCache', publicCache);
    await next();
  });
  app.use('*', securityHeaders);
  app.onError((err, c) => errorResponse(c, err));

  const v1 = new Hono<AppEnv>();
  // Another host's storefront may call the API only from an origin on the list (http/cors.ts).
  v1.use(
    '*',
    apiCors({
      origins: config.corsOrigins,
      allowHeaders: ['content-type', API_KEY_HEADER, 'authorization', 'idempotency-key', CLIENT_IP_HEADER, 'cache-control'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      exposeHeaders: ['retry-after', 'idempotent-replayed'],
      maxAgeS: 600,
    }),
  );
  v1.use('*', compress());
  // Bodies are capped before anything reads them (before authentication too), whatever their
  // Content-Type says: at most the largest upload here, and each route at its own limit
  // (api-router.ts: JSON routes 64 KB, routes that take files the upload's).
  v1.use('*', bodyCap(UPLOAD_BODY_LIMIT));
  v1.use('*', async (c, next) => {
    checkUrlText(c.req.url);
    await next();
  });
  v1.use('*', async (c, next) => {
    const key = c.req.header(API_KEY_HEADER);
    if (!key) throw new ApiError(401, `Missing ${API_KEY_HEADER} header`);
    if (!keys.has(key)) throw new ApiError(401, `Unknown ${API_KEY_HEADER}`);
    await next();
  });
  v1.use('*', publicAnswerCache(publicCache));
  // Member routes with literal segments (`/products/favorites`, `/products/reviews`) come before
  // the public `/products/:id`: each router states whether its routes need the member.
  for (const routes of [
    favoritesRoutes(),
    stockAlertsRoutes(),
    memberReviewsRoutes(),
    creditRoutes(),
    inboxRoutes(),
    profileRoutes(),
    storeRoutes(),
    organisationRoutes(),
    transmitsRoutes(),
    ticketingRoutes(),
    signInRoutes(),
    categoriesRoutes(),
    productsRoutes(),
    reviewsRoutes(),
    brandsRoutes(),
    newsRoutes(),
    albumsRoutes(),
    faqsRoutes(),
    boxesRoutes(),
    provincesRoutes(),
    citiesRoutes(),
    capabilitiesRoutes(),
  ]) {
    v1.route('/', routes);
  }
  v1.notFound((c) => c.json(errorBody(404, `No such endpoint: ${c.req.method} ${c.req.path}`), 404));
  // The OpenAPI 3.1 document, generated from the routes' contract schemas (no API key needed to read it).
  const openapi = openApiDocument(v1);
  app.get('/v1/openapi.json', async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await openapi());
  });
  app.route('/v1', v1);
  app.route('/', healthRoutes());
  app.route('/', metricsRoutes(config.metricsToken));

  const api = new Hono<AppEnv>();
  // None of the site's own calls takes a file: every body (a payment callback's form, a dev call's
  // JSON, a beacon) is capped at the JSON limit before it is read.
  // The desk's answer to a ticket may carry files (as a member's reply does): the upload's limit there.
  const jsonCap = bodyCap(JSON_BODY_LIMIT);
  const uploadCap = bodyCap(UPLOAD_BODY_LIMIT);
  api.use('*', (c, next) => (/^\/api\/desk\/tickets\/\d+\/reply$/.test(c.req.path) ? uploadCap(c, next) : jsonCap(c, next)));
  api.route('/', generalRoutes());
  api.route('/', eventsRoutes());
  api.route('/', apiDocsRoutes());
  api.route('/auth', sessionRoutes());
  api.route('/desk', deskRoutes());
  api.route('/desk', deskOrderRoutes());
  api.route('/desk', deskTicketRoutes());
  api.route('/desk', deskCatalogueRoutes());
  api.route('/desk', deskReviewRoutes());
  api.route('/desk', deskOrganisationRoutes());
  api.route('/desk', deskSettingsRoutes());
  api.route('/dev', devRoutes());
  api.route('/pay', payRoutes());
  api.notFound((c) => c.json(errorBody(404, `No such endpoint: ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  // Anything under /v1 or /api that no route took is a 404 in the error shape, never the shell.
  // A path that exists under other methods answers 405 with the methods it has (Allow).
  const methodsOf = allowedMethods(v1);
  app.all('/v1/*', (c) => {
    const allow = methodsOf(c.req.path.replace(/^\/v1/, ''));
    if (allow.length && !allow.includes(c.req.method)) {
      c.header('Allow', allow.join(', '));
      return c.json(errorBody(405, `${c.req.method} is not a method of this path; it takes ${allow.join(', ')}`), 405);
    }
    return c.json(errorBody(404, 'Not found'), 404);
  });
  app.all('/api/*', (c) => c.json(errorBody(404, 'Not found'), 404));

  mountStaticSite(app, {
    distDir: config.distDir,
    mediaDir: config.mediaDir,
    publicCache,
    renderPage: createPageRenderer(config.ssrDir, (request) => Promise.resolve(app.request(request))),
  });
  // The store's timed work (expired holds, pending refunds): main.ts starts it, tests run it once.
  return Object.assign(app, { jobs: orderJobs(db, gateway, { reconcileMinutes: config.payments.reconcileMinutes, sms: auth.sms, push: pushSender, publicUrl: config.publicUrl }) });
}
