import type { ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, Links, Meta, Outlet } from "react-router";
import type { Route } from "./+types/root";
import fontUrl from "./fonts/plus-jakarta-sans-subset.woff2?url";
import appCss from "./app.css?url";
import faviconMark from "../public/favicon.svg?raw";
// The pages' only script (ADR 24: no page hydrates). Bundled on its own by Vite's worker
// pipeline, the only one that gives the server build the URL of a separately bundled browser
// script; an inline loader imports it once the first paint is on screen (ADR 38).
import pageScript from "./widgets/page-script.ts?worker&url";
import { pageScriptLoader } from "./lib/page-script-loader.ts";
import { Footer } from "./components/layout/Footer.tsx";
import { Navbar } from "./widgets/navbar/Navbar.tsx";
import { TagManagerNoscript } from "./components/layout/TagManagerNoscript.tsx";
import { i18n, market } from "./i18n/i18n.ts";
import { useNonce } from "./lib/nonce.ts";
import { APPLE_TOUCH_ICON, FAVICON_ICO, svgDataUri } from "./seo/icons.ts";
import { BRAND_COLORS } from "../domain/site.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss, precedence: "high" },
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: FAVICON_ICO.path, sizes: "32x32" },
  // In the page rather than a request: browsers fetch the icon as the page finishes loading,
  // often before its first paint, in competition with the font (ADR 37).
  { rel: "icon", href: svgDataUri(faviconMark), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON.path },
  // The web manifest is linked by the page script once the page has loaded (linkManifest).
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={market.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLORS.ink} />
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageScriptLoader(pageScript) }} />
      </head>
      <body className="min-h-dvh bg-surface antialiased">
        <TagManagerNoscript />
        <I18nextProvider i18n={i18n}>
          <Navbar />
          <main id="main" tabIndex={-1} className="pt-18 outline-none">
            {children}
          </main>
          <Footer />
        </I18nextProvider>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  let detail: string;
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    detail = error.statusText || String(error.data ?? "");
  } else {
    detail = error instanceof Error ? error.message : String(error);
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <title>{t("errors.title")}</title>
      <h1 className="text-3xl font-extrabold">{t("errors.title")}</h1>
      <p className="mt-4 font-semibold text-ink-soft">
        {t("errors.status", { status })}
        {detail ? ` · ${detail}` : ""}
      </p>
      <p className="mt-4 text-ink-soft">{t("errors.description")}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {t("errors.backHome")}
      </Link>
    </section>
  );
}
