/**
 * What the site's server loads to run the editor's API in production (build/cms/server/api.js,
 * bundled by `npm run cms:build`): Keystatic's request handler, so that the server's image needs
 * none of the editor's packages installed.
 */
export { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
