import { createContext } from "react-router";
import type { Services } from "../server/services.ts";

/** Server services for loaders and actions (server only; set by server/main.ts). */
export const servicesContext = createContext<Services>();

/** The per-request CSP nonce for inline scripts. */
export const nonceContext = createContext<string>("");
