import type { Logger } from "../logger.ts";

/** What the app's middleware puts on each request's context, for what comes after it. */
export type AppEnv = {
  Variables: {
    /** The request's logger, with its request id (requestLogging). */
    logger: Logger;
    requestId: string;
    /** The X-Request-Id a client sent, when it is not the request's own (requestIds). */
    clientRequestId?: string;
    /** Answered from the static files (staticFiles), for the metrics' route label. */
    staticFile?: true;
  };
};

/** The route pattern of a page's path (`/tracking/:number`), undefined for no page. */
export type PagePattern = (pathname: string) => string | undefined;

export const isHtml = (contentType: string | null | undefined): boolean =>
  contentType?.startsWith("text/html") ?? false;
