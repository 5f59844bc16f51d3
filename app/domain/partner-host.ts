// Which partner a host name asks for. The first label of the host picks the partner
// (acme.example.nl -> acme); a bare root domain, an IP address or anything malformed
// means the default partner, so a strange Host header never becomes an error page.

export type PartnerRequest = { kind: "default" } | { kind: "named"; name: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * @param host the Host header (may carry a port, upper case, a trailing dot)
 * @param rootDomains domains served without a partner label, e.g. ["localhost", "example.nl"]
 */
export function partnerFromHost(host: string | null | undefined, rootDomains: readonly string[]): PartnerRequest {
  if (!host) return { kind: "default" };
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return { kind: "default" }; // IPv6 literal
  name = name.replace(/:\d*$/, "").replace(/\.$/, "");
  if (name.startsWith("www.")) name = name.slice(4);
  if (!name || IPV4.test(name)) return { kind: "default" };

  const labels = name.split(".");
  if (!labels.every((label) => LABEL.test(label))) return { kind: "default" };
  if (labels.length === 1) return { kind: "default" };
  if (rootDomains.includes(name)) return { kind: "default" };

  const first = labels[0]!;
  return { kind: "named", name: first };
}

/**
 * The host of another partner's environment next to this one: acme.example.nl:443 with
 * target boekfix -> boekfix.example.nl:443; target null is the default partner on the bare
 * root domain. Used to hand a signed-in visitor over to the partner they chose.
 */
export function hostForPartner(currentHost: string, target: string | null, rootDomains: readonly string[]): string {
  const trimmed = currentHost.trim().toLowerCase();
  const port = /:(\d+)$/.exec(trimmed)?.[1];
  const name = trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
  const current = partnerFromHost(trimmed, rootDomains);
  const base = current.kind === "named" ? name.split(".").slice(1).join(".") : name.replace(/^www\./, "");
  const host = target ? `${target}.${base}` : base;
  return port ? `${host}:${port}` : host;
}
