/** Renders one public page for a request; `nonce` is the response's CSP nonce for its inline scripts. */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;
