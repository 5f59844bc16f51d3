// Which partner a host name asks for, and the hosts we build links to (decision 0023).
// Only hosts under a configured root domain are ours: a root domain (or www.<root>) is the
// default partner, `<label>.<root>` is the partner named label. Anything else (an IP address,
// another domain, acme.<anything>) is foreign and answered 404 before any database work; a
// Host header that is not a host at all (bad characters, port 99999) is malformed: 400.

export type PartnerRequest = { kind: "default" } | { kind: "named"; name: string };

export type HostMatch = (PartnerRequest & { rootDomain: string }) | { kind: "foreign" } | { kind: "malformed" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/** Splits a Host header into a lower-case name (no trailing dot) and port; null when it is no valid host. */
export function parseHostHeader(host: string | null | undefined): { hostname: string; port: number | null } | null {
  if (!host) return null;
  const match = HOST_HEADER.exec(host.trim().toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  const hostname = match[1]!.replace(/\.$/, "");
  if (!hostname || hostname.startsWith("[")) return { hostname, port };
  if (!hostname.split(".").every((label) => LABEL.test(label))) return null;
  return { hostname, port };
}

/**
 * @param host the Host header (may carry a port, upper case, a trailing dot)
 * @param rootDomains configured domains served without a partner label, e.g. ["localhost", "example.nl"]
 */
export function matchHost(host: string | null | undefined, rootDomains: readonly string[]): HostMatch {
  const parsed = parseHostHeader(host);
  if (!parsed) return { kind: "malformed" };
  const name = parsed.hostname.startsWith("www.") ? parsed.hostname.slice(4) : parsed.hostname;
  // Longest root first, so a.b.example.nl with roots example.nl and b.example.nl picks the second.
  for (const root of [...rootDomains].sort((a, b) => b.length - a.length)) {
    if (name === root) return { kind: "default", rootDomain: root };
    if (name.endsWith(`.${root}`)) {
      const label = name.slice(0, -root.length - 1);
      return LABEL.test(label) ? { kind: "named", name: label, rootDomain: root } : { kind: "foreign" };
    }
  }
  return { kind: "foreign" };
}

/** The partner a host asks for, or null when the host is not one of ours. */
export function partnerFromHost(host: string | null | undefined, rootDomains: readonly string[]): PartnerRequest | null {
  const match = matchHost(host, rootDomains);
  if (match.kind === "default") return { kind: "default" };
  if (match.kind === "named") return { kind: "named", name: match.name };
  return null;
}

export type PublicUrlConfig = { scheme: "http" | "https"; port: number | null };

/**
 * The origin of a partner's site, from configuration only: scheme and port as configured, the
 * partner's label on a configured root domain (the default partner on the bare root domain).
 */
export function partnerOrigin(partner: { name: string; isDefault: boolean }, rootDomain: string, url: PublicUrlConfig): string {
  const host = partner.isDefault ? rootDomain : `${partner.name}.${rootDomain}`;
  const defaultPort = url.scheme === "https" ? 443 : 80;
  return `${url.scheme}://${host}${url.port && url.port !== defaultPort ? `:${url.port}` : ""}`;
}

/** Host label of a partner (acme in acme.example.nl): what partnerFromHost can pick out. */
export const PARTNER_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const PARTNER_NAME_MIN = 2;
export const PARTNER_NAME_MAX = 40;
