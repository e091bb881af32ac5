import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { RATE_LIMITED_PAGE_PATH, type PageRequest } from "../domain/page-request.ts";
import { pageBudgetIn, pagePathIn } from "../domain/pages.ts";
import { checkBuildSettings } from "./build-settings.ts";
import { createCaptchaVerifier } from "./captcha/index.ts";
import { buildDirectoryFor, ConfigError, loadConfig, type Config } from "./config.ts";
import { createLeadDeliveryWorker, isCrmConfigured } from "./contact/delivery-worker.ts";
import { leadOutbox } from "./contact/lead-repository.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createApp, type PageRenderContext } from "./http/app.ts";
import { DatabaseRateLimitStore } from "./http/database-rate-limit-store.ts";
import { createHttpServer } from "./http/http-server.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { gracefulShutdown } from "./http/shutdown.ts";
import { pagePatternOf } from "./http/page-pattern.ts";
import { createNonce } from "./http/content-security-policy.ts";
import { loadCriticalCss } from "./http/critical-css.ts";
import { pagePolicies } from "./http/page-policies.ts";
import { loadStaticAssets, takeStaticAsset } from "./http/static-assets.ts";
import { createLogger } from "./logger.ts";
import { productionEditor } from "./cms/production-editor.ts";
import { assertReactProductionBuild } from "./production-mode.ts";
import { metrics, startMetricsServer } from "./metrics.ts";
import { seedDemoShipments } from "./tracking/demo-data.ts";
import { createMailDeliveryWorker } from "./tracking-updates/delivery-worker.ts";
import { createLinkSigner } from "./tracking-updates/links.ts";
import { startSubscriptionPurge } from "./tracking-updates/purge.ts";
import { mailOutbox } from "./tracking-updates/mail-outbox.ts";
import { queueUpdatesOnEvent } from "./tracking-updates/stage-updates.ts";
import { createSmtpSender } from "./tracking-updates/smtp-sender.ts";
import type { RenderTrackingMail } from "../domain/tracking/updates.ts";
import { createTrackingService } from "./tracking/service.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** What the app's entry (app/entry.server.tsx) exports for the server, besides React Router's. */
interface AppEntryModule {
  providePageRequest(request: PageRequest): RouterContextProvider;
  renderTrackingMail: RenderTrackingMail;
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the site: configuration, database, HTTP server, lead delivery, graceful shutdown. */
export async function startSite() {
  const config = configOrExit();
  const buildDir = path.join(ROOT, buildDirectoryFor(config.SITE_MARKET));
  await checkBuildSettings(buildDir, config);
  const logger = createLogger(config);

  const database = await openDatabase(config.DATABASE_URL, {
    logger,
    postgresSchema: config.DATABASE_SCHEMA,
  });
  await migrateToLatest(database.db, { schema: config.DATABASE_SCHEMA });
  logger.info({ dialect: database.dialect, schema: config.DATABASE_SCHEMA }, "database migrated");

  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  // The server bundle has loaded React DOM's server renderer: check which build of React it met.
  assertReactProductionBuild();
  const { providePageRequest, renderTrackingMail } = build.entry
    .module as unknown as AppEntryModule;
  const assets = await loadStaticAssets(path.join(buildDir, "client"));
  const rateLimitedPage = takeStaticAsset(assets, RATE_LIMITED_PAGE_PATH);
  if (!rateLimitedPage) {
    throw new Error(`The build in ${buildDir} has no ${RATE_LIMITED_PAGE_PATH} page: build again.`);
  }
  // Ingested events queue their e-mail updates in their own transaction (ADR 49, 54).
  const tracking = createTrackingService({
    db: database.db,
    config,
    logger,
    onEventRecorded: queueUpdatesOnEvent,
  });
  if (config.DEMO_DATA && tracking.source === "store") {
    const seed = await seedDemoShipments(database.db, new Date(), config.SITE_MARKET);
    if (seed.seeded) logger.info({ shipments: seed.shipments }, "demo shipments seeded");
  }

  // E-mail updates (ADR 49): with SMTP, for parcels of the built-in store, whose ingested events
  // queue them. Without, the form is not shown and nothing is sent.
  const smtpConfigured = Boolean(config.SMTP_URL && config.MAIL_FROM);
  const updatesOn = smtpConfigured && tracking.source === "store";
  if (smtpConfigured && !updatesOn) {
    logger.warn(
      "SMTP is set but parcels come from TRACKING_API_URL: no e-mail updates are offered",
    );
  }
  const links = updatesOn
    ? createLinkSigner(config.TRACKING_UPDATES_SECRET!, config.SITE_MARKET)
    : undefined;
  const mailWorker =
    updatesOn && links
      ? createMailDeliveryWorker({
          db: database.db,
          config,
          logger,
          sender: createSmtpSender({ url: config.SMTP_URL!, timeoutMs: config.SMTP_TIMEOUT_MS }),
          render: renderTrackingMail,
          links,
        })
      : undefined;
  const trackingUpdates = { enabled: updatesOn };

  const handleRequest = createRequestHandler(build, "production");
  const renderPage = (
    request: Request,
    { nonce, logger: requestLogger, lookUpShipment, contactSubmission }: PageRenderContext,
  ) =>
    handleRequest(
      request,
      providePageRequest({
        lookUpShipment,
        nonce,
        logger: requestLogger,
        trackingUpdates,
        contactSubmission,
      }),
    );
  const rateLimitStore =
    config.RATE_LIMIT_STORE === "database"
      ? new DatabaseRateLimitStore({ db: database.db, logger })
      : undefined;
  const app = createApp({
    config,
    logger,
    database,
    renderPage,
    assets,
    captcha: await createCaptchaVerifier(config, { db: database.db, logger }),
    tracking,
    rateLimitStore,
    budgetOf: pageBudgetIn(config.SITE_MARKET),
    rateLimitedPage,
    criticalCss: await loadCriticalCss(buildDir, pagePolicies(config).rendered(createNonce())),
    pagePattern: pagePatternOf(build.routes),
    contactPagePath: pagePathIn(config.SITE_MARKET, "contact"),
    trackingUpdates: links && mailWorker ? { links, onQueued: () => mailWorker.wake() } : undefined,
    editor: await productionEditor(config, ROOT),
  });

  const leadDelivery = isCrmConfigured(config)
    ? createLeadDeliveryWorker({ db: database.db, config, logger })
    : undefined;
  if (leadDelivery) leadDelivery.start();
  else logger.warn("HubSpot is not configured: leads are stored and wait in the outbox");

  mailWorker?.start();
  const purge = startSubscriptionPurge({ db: database.db, config, logger });

  metrics.watchOutbox("leads", () => leadOutbox.summary(database.db));
  metrics.watchOutbox("mail", () => mailOutbox.summary(database.db));
  metrics.watchReadiness(() => database.ping().then(() => true));
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST, logger });

  const server = createHttpServer(app.fetch, {
    hostname: config.HOST,
    logger,
    securityHeaders: securityHeaders({ https: config.PUBLIC_BASE_URL.startsWith("https://") }),
  });
  server.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, host: config.HOST, market: config.SITE_MARKET }, "listening");
  });

  const shutdown = gracefulShutdown(server, {
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClosed: async () => {
      metricsServer?.close();
      await leadDelivery?.stop();
      await mailWorker?.stop();
      await purge.stop();
      await rateLimitStore?.close();
      await database.close();
    },
  });
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
