// The version of the running build: a hash of the hashed asset names Vite wrote, so it changes
// with every build that changes any code or style. It names the release in error reports
// (unless RELEASE is set) and versions the service worker (decision 0051).
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { config } from "./config.server";

let cached: string | null = null;

export function buildVersion(): string {
  if (cached) return cached;
  if (!config.production) return (cached = "development");
  try {
    const names = readdirSync(path.resolve("build/client/assets")).sort();
    cached = `build-${createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 12)}`;
  } catch {
    cached = "build-unknown";
  }
  return cached;
}

/** The release errors are reported under: RELEASE, or the build's version. */
export function currentRelease(): string {
  return config.errorReporting.release ?? buildVersion();
}
