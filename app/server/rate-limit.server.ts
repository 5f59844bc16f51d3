// Fixed-window rate limits kept in the database, so they hold across every app process and
// machine (decision 0015). A window is WINDOW seconds; the count of the current window decides.
import { db } from "./db.server";

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request for key and says whether it is within the limit. */
export async function hitRateLimit(key: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const count = await increment(key, windowStart);
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)) };
}

async function increment(key: string, windowStart: Date): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const bucket = await db.rateLimitBucket.upsert({
        where: { key_windowStart: { key, windowStart } },
        create: { key, windowStart, count: 1 },
        update: { count: { increment: 1 } },
        select: { count: true },
      });
      return bucket.count;
    } catch (error) {
      // Two processes creating the same bucket at once: one insert loses; count again.
      if (attempt >= 2) throw error;
    }
  }
}

/** Old windows are of no use; called now and then so the table stays small. */
export async function pruneRateLimits(olderThanMs: number, nowMs = Date.now()): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(nowMs - olderThanMs) } } });
}
