// Fixed-window rate limits kept in the database, so they hold across every app process and
// machine (decision 0015). A window is WINDOW seconds; the count of the current window decides.
import { db } from "./db.server";
import { logger } from "./logger.server";

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function windowOf(rule: RateLimit, nowMs: number) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  return { windowStart, retryAfterSeconds };
}

/** Counts one request for key and says whether it is within the limit. */
export async function hitRateLimit(key: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = windowOf(rule, nowMs);
  pruneNowAndThen(nowMs);
  const count = await increment(key, windowStart);
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds };
}

/** Says whether key has used up its limit in this window, without counting (count failures with hitRateLimit). */
export async function checkRateLimit(key: string, rule: RateLimit, nowMs = Date.now()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = windowOf(rule, nowMs);
  const bucket = await db.rateLimitBucket.findUnique({ where: { key_windowStart: { key, windowStart } }, select: { count: true } });
  return (bucket?.count ?? 0) < rule.limit ? { allowed: true } : { allowed: false, retryAfterSeconds };
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

/** No limit here has a window longer than this; older buckets are of no use. */
export const RATE_LIMIT_KEEP_MS = 24 * 3_600_000;
/** Each process prunes at most this often, on the back of a counted request. */
export const PRUNE_EVERY_MS = 10 * 60_000;
let lastPruneMs = 0;

function pruneNowAndThen(nowMs: number): void {
  if (nowMs - lastPruneMs < PRUNE_EVERY_MS) return;
  lastPruneMs = nowMs;
  pruneRateLimits(RATE_LIMIT_KEEP_MS, nowMs).catch((error: unknown) => logger.warn({ err: error }, "rate limit pruning failed"));
}

/** Deletes the buckets of windows that started more than olderThanMs ago; returns how many. */
export async function pruneRateLimits(olderThanMs: number, nowMs = Date.now()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(nowMs - olderThanMs) } } });
  return count;
}
