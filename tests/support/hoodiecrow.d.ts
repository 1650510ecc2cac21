declare module "hoodiecrow-imap" {
  import type { Server } from "node:net";

  type Options = {
    /** INBOX and other folders with their messages ({ raw, flags }) */
    storage?: Record<string, { messages?: Array<{ raw: string; flags?: string[] }>; folders?: unknown }>;
    plugins?: string[];
    debug?: boolean;
  };
  export default function hoodiecrow(
    options?: Options,
  ): Server & { listen(port: number, host?: string, cb?: () => void): void; close(cb?: () => void): void };
}
