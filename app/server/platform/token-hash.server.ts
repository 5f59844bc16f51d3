// Secrets handed to a browser (session tokens, link tokens, refresh tokens, signatures) are
// stored only as this hash: a copy of the database signs nobody in.
import { createHash } from "node:crypto";

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
