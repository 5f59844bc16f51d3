import { baseURL } from "../../../playwright.config";

/** The URL of a page on a partner's own host (acme -> http://acme.localhost:3100/...). */
export function partnerUrl(partner: string | null, path: string): string {
  const url = new URL(path, baseURL);
  if (partner) url.hostname = `${partner}.localhost`;
  return url.toString();
}
