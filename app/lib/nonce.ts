import { createContext, useContext } from "react";

/** Carries the CSP nonce from entry.server into the document's <Scripts>. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
