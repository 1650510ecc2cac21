/** The public addresses of Daraja's callbacks (server/donations/hook-routes.ts) for a site and its secret. */
export function hookUrls(publicUrl: string, secret: string) {
  return {
    stk: `${publicUrl}/hooks/mpesa/${secret}`,
    confirmation: `${publicUrl}/hooks/paybill/${secret}/confirmation`,
    validation: `${publicUrl}/hooks/paybill/${secret}/validation`,
  };
}
