/**
 * The header through which the HTTP layer tells page actions the client's
 * address (as `clientIp` reads it). Set on every page request that is not a GET
 * or HEAD, replacing whatever a client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-uraia-client-ip";

export function withClientIp(request: Request, ip: string): Request {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
