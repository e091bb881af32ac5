import type { Translate } from "./translate.ts";

/** A `t` that echoes its key and options, for checking which text goes where. */
export const echoTranslator: Translate = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key}(${JSON.stringify(options)})` : key;
