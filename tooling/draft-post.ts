import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DRAFT_TOKEN_HEADER } from "./site-config-plugin.ts";

/** A development server's middleware, as the preview plugins register their draft routes. */
export type DraftHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Posts `body` to a plugin's draft route as the editor does (with its token, if any) through a
 * stand-in request and response, for the plugins' tests; resolves with the answer's status.
 */
export function postDraft(handler: DraftHandler, body: string, token?: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const request = Object.assign(new EventEmitter(), {
      method: "POST",
      headers: token ? { [DRAFT_TOKEN_HEADER]: token } : {},
    });
    const response = {
      statusCode: 200,
      end() {
        resolve(this.statusCode);
      },
    };
    handler(request as unknown as IncomingMessage, response as unknown as ServerResponse);
    request.emit("data", Buffer.from(body));
    request.emit("end");
  });
}
