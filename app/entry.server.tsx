import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce.ts";
import { pageRequestOf } from "./lib/page-request.ts";

export { providePageRequest } from "./lib/page-request.ts";
export { renderTrackingMail } from "./mail/render-tracking-mail.ts";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the response's CSP nonce: React puts it on the scripts
 * it writes, and root.tsx reads it for React Router's own inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const pageRequest = pageRequestOf(loadContext);
  const nonce = pageRequest?.nonce;
  const logger = pageRequest?.logger;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are reported by handleError.
          if (shellRendered) {
            if (logger) logger.error({ err: error }, "page streaming failed");
            else console.error(error);
          }
        },
      },
    );
  });
}

/**
 * Errors React Router caught while answering a page: through the request's logger (JSON, with the
 * request id). A visitor's mistake (a 4xx such as a POST to a page) is a warning without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = pageRequestOf(context)?.logger;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const detail = { status: error.status, path, method: request.method };
    if (logger) logger.warn(detail, "page request refused");
    return;
  }
  if (logger) logger.error({ err: error, path }, "page rendering failed");
  else console.error(error);
};
