// Configuration from environment variables, read once. README lists every variable.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

/** A stable secret for a fresh machine: made once and kept under data/. Production sets SESSION_SECRET and JWT_SECRET. */
function localSecret(name = "session-secret"): string {
  const file = path.resolve("data", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const production = process.env.NODE_ENV === "production";

export const config = {
  production,
  /** Host names served without a partner label; a partner is `<name>.<root domain>`. */
  rootDomains: list(process.env.ROOT_DOMAINS, ["localhost"]),
  sessionSecrets: list(process.env.SESSION_SECRET, []).length
    ? (process.env.SESSION_SECRET ?? "").split(",").map((s) => s.trim())
    : [localSecret()],
  /** Signs the token API's access tokens (HS256). */
  jwtSecret: process.env.JWT_SECRET?.trim() || localSecret("jwt-secret"),
  /** Secure cookies need HTTPS; on by default in production, off for http://localhost. */
  secureCookies: process.env.SECURE_COOKIES ? process.env.SECURE_COOKIES === "true" : production,
  partnerCacheSeconds: Number(process.env.PARTNER_CACHE_SECONDS ?? 30),
  /** Behind a reverse proxy: believe its X-Forwarded-Host (and, in server.mjs, X-Forwarded-For). */
  trustProxy: process.env.TRUST_PROXY === "true",
} as const;
