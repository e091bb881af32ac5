import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered on the server, for the document's inline scripts.
 * Undefined in the browser and when prerendering (prerendered pages are allowed by hash instead).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
