# syntax=docker/dockerfile:1
# One image per market: the market's copy and public settings are baked into the build.
#   docker build --build-arg SITE_MARKET=mx --build-arg PUBLIC_BASE_URL=https://anden.mx -t anden-web:mx .
# See docs/deploy.md for the runtime configuration (secrets, database, health checks).

ARG NODE_IMAGE=node:24-bookworm-slim

# All dependencies (the build needs Vite, React Router's CLI, Tailwind).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The build for one market: build/<market>/client (prerendered pages and assets, precompressed)
# and build/<market>/server (the SSR bundle).
FROM deps AS build
ARG SITE_MARKET=mx
ARG PUBLIC_BASE_URL
ARG PUBLIC_BASE_URL_MX
ARG PUBLIC_BASE_URL_AR
ARG PUBLIC_BASE_URL_US
ARG MERCHANT_APP_URL
ARG SALES_PHONE
ARG SALES_WHATSAPP
ARG SALES_EMAIL
ARG CAPTCHA_PROVIDER
ARG TURNSTILE_SITE_KEY
ARG RECAPTCHA_SITE_KEY
ARG INTERCOM_APP_ID
ARG INTERCOM_API_BASE
ARG INTERCOM_WIDGET_URL
ARG GTM_ID
ARG GTM_SCRIPT_URL
ARG VITALS_SAMPLE_RATE
COPY . .
# The build validates the whole configuration, which wants a captcha secret next to its site
# key; the secret is not part of the build, so a placeholder stands in for it here.
RUN TURNSTILE_SECRET="${TURNSTILE_SITE_KEY:+not-used-by-the-build}" \
    RECAPTCHA_SECRET="${RECAPTCHA_SITE_KEY:+not-used-by-the-build}" \
    node scripts/build.ts
# The content editor's bundles (build/cms): served only where CMS_GITHUB_REPO is set, the editor's
# own deployment (docs/deploy.md, section 12); the public deployments never serve them.
RUN node scripts/cms-build.ts --force

# Only what the server imports at run time (no Vite, no TypeScript compiler of our own).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG SITE_MARKET=mx
ARG PUBLIC_BASE_URL
ARG PUBLIC_BASE_URL_MX
ARG PUBLIC_BASE_URL_AR
ARG PUBLIC_BASE_URL_US
ARG MERCHANT_APP_URL
ARG SALES_PHONE
ARG SALES_WHATSAPP
ARG SALES_EMAIL
ARG CAPTCHA_PROVIDER
ARG TURNSTILE_SITE_KEY
ARG RECAPTCHA_SITE_KEY
ARG INTERCOM_APP_ID
ARG INTERCOM_API_BASE
ARG INTERCOM_WIDGET_URL
ARG GTM_ID
ARG GTM_SCRIPT_URL
ARG VITALS_SAMPLE_RATE
# The server runs with the settings the build was made with (empty = the default).
ENV NODE_ENV=production \
    SITE_MARKET=${SITE_MARKET} \
    PUBLIC_BASE_URL=${PUBLIC_BASE_URL} \
    PUBLIC_BASE_URL_MX=${PUBLIC_BASE_URL_MX} \
    PUBLIC_BASE_URL_AR=${PUBLIC_BASE_URL_AR} \
    PUBLIC_BASE_URL_US=${PUBLIC_BASE_URL_US} \
    MERCHANT_APP_URL=${MERCHANT_APP_URL} \
    SALES_PHONE=${SALES_PHONE} \
    SALES_WHATSAPP=${SALES_WHATSAPP} \
    SALES_EMAIL=${SALES_EMAIL} \
    CAPTCHA_PROVIDER=${CAPTCHA_PROVIDER} \
    TURNSTILE_SITE_KEY=${TURNSTILE_SITE_KEY} \
    RECAPTCHA_SITE_KEY=${RECAPTCHA_SITE_KEY} \
    INTERCOM_APP_ID=${INTERCOM_APP_ID} \
    INTERCOM_API_BASE=${INTERCOM_API_BASE} \
    INTERCOM_WIDGET_URL=${INTERCOM_WIDGET_URL} \
    GTM_ID=${GTM_ID} \
    GTM_SCRIPT_URL=${GTM_SCRIPT_URL} \
    VITALS_SAMPLE_RATE=${VITALS_SAMPLE_RATE} \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
# The server is TypeScript run by Node's type stripping; it imports server/ and domain/ (the code
# and locale texts it shares with the app), never app/. scripts/ holds the operator commands.
COPY server ./server
COPY domain ./domain
COPY scripts/leads.ts scripts/tracking-import.ts ./scripts/
COPY --from=build /app/build/${SITE_MARKET} ./build/${SITE_MARKET}
COPY --from=build /app/build/cms ./build/cms
# data/ is only written with SQLite or without ALTCHA_HMAC_KEY (neither fits several instances).
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The heap settings of server/heap-flags.ts (ADR 41): resident memory stays under 300 MB.
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=4", "server/main.ts"]
