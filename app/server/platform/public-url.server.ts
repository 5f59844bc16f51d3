// Absolute URLs the server builds (mail links, hand-over, quotation, preview, live site) come
// from configuration only: the configured scheme and port, the partner's label and one of the
// configured root domains; never from what the request says its host is (decision 0023).
import { partnerOrigin } from "~/domain/platform/partner-host";
import { config } from "./config.server";
import { hostMatchOf } from "./partner.server";

/**
 * The configured root domain to link on: the one this request came in on (checked against the
 * configuration, so a visitor on acme.localhost gets links on localhost), else the first.
 */
export function rootDomainFor(request?: Request): string {
  const match = request ? hostMatchOf(request) : null;
  return match && (match.kind === "default" || match.kind === "named") ? match.rootDomain : config.rootDomains[0]!;
}

/** An absolute URL on a partner's own site: partnerUrl(acme, "/user/policies") -> https://acme.example.nl/user/policies. */
export function partnerUrl(partner: { name: string; isDefault: boolean }, pathAndQuery: string, request?: Request): string {
  if (!pathAndQuery.startsWith("/")) throw new Error("partnerUrl: the path must start with /");
  return `${partnerOrigin(partner, rootDomainFor(request), config.publicUrl)}${pathAndQuery}`;
}

/** An absolute URL on the site this request came to, rebuilt from configuration (its host was checked to be ours). */
export function thisSiteUrl(request: Request, pathAndQuery: string): string {
  const match = hostMatchOf(request);
  const site = match.kind === "named" ? { name: match.name, isDefault: false } : { name: "", isDefault: true };
  return partnerUrl(site, pathAndQuery, request);
}

/** Every origin of ours, for the Content-Security-Policy: each root domain and its partner hosts. */
export function ourSiteSources(): string[] {
  return config.rootDomains.flatMap((root) => {
    const origin = partnerOrigin({ name: "", isDefault: true }, root, config.publicUrl);
    return [origin, origin.replace("://", "://*.")];
  });
}

/** The admin hosts (the bare root domains), the only ones that may frame the colour preview. */
export function adminOrigins(): string[] {
  return config.rootDomains.map((root) => partnerOrigin({ name: "", isDefault: true }, root, config.publicUrl));
}
