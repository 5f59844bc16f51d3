// Where feature flags come from (spec section 7; decision 0049): the built-in FeatureFlag table,
// edited under /admin/flags, or a flag service (FLAG_SERVICE_URL) that answers an environment's
// flags as JSON. Either way a process keeps the flags of its environment in memory; a change
// made under /admin/flags drops that copy in every process (live-bus channel "flags"), and a
// process that missed the message reads again after CACHE_MS. A flag service that fails counts
// as "every flag off" until it answers again.
import { z } from "zod";
import {
  evaluateFlag,
  stringList,
  type FeatureFlag,
  type FlagAnswer,
  type FlagEnvironment,
  type FlagSubject,
} from "~/domain/staff/feature-flags";
import { config } from "../platform/config.server";
import type { Db } from "../platform/db.server";

export interface FlagSource {
  /** Every flag of the environment by key; throws FlagServiceUnavailableError when it cannot say. */
  flagsOf(environment: FlagEnvironment): Promise<Map<string, FeatureFlag>>;
}

export class FlagServiceUnavailableError extends Error {
  override name = "FlagServiceUnavailableError";
}

/** How long a process keeps an environment's flags without a change message. */
export const CACHE_MS = 60_000;
/** After a failure the flags are off this long before the service is asked again. */
export const FAILURE_CACHE_MS = 10_000;
const MAX_FLAGS = 1_000;

/** The built-in source: the FeatureFlag table. */
export class BuiltinFlagSource implements FlagSource {
  constructor(private readonly client: Pick<Db, "featureFlag">) {}

  async flagsOf(environment: FlagEnvironment): Promise<Map<string, FeatureFlag>> {
    const rows = await this.client.featureFlag.findMany({ where: { environment } });
    return new Map(rows.map((row) => [row.key, flagOfRow(row)]));
  }
}

export function flagOfRow(row: {
  key: string;
  active: boolean;
  includePartners: unknown;
  excludePartners: unknown;
  includeUsers: unknown;
  excludeUsers: unknown;
  extra: string | null;
}): FeatureFlag {
  return {
    key: row.key,
    active: row.active,
    includePartners: stringList(row.includePartners).map((name) => name.toLowerCase()),
    excludePartners: stringList(row.excludePartners).map((name) => name.toLowerCase()),
    includeUsers: stringList(row.includeUsers),
    excludeUsers: stringList(row.excludeUsers),
    extra: row.extra,
  };
}

// The flag service's answer (README, decision 0049): the spec's words, snake_case at the edge.
const names = z.array(z.string().max(254)).max(10_000).default([]);
const audience = z.object({ partners: names, users: names }).partial().default({});
const remoteFlag = z.object({
  key: z.string().min(1).max(64),
  active: z.boolean(),
  include: audience,
  exclude: audience,
  extra: z.string().max(10_000).nullable().optional(),
});
const remoteAnswer = z.object({ environment: z.string(), flags: z.array(z.unknown()).max(MAX_FLAGS) });

/** The remote source: GET <url>?environment=<name>, optionally with a bearer token. */
export class RemoteFlagSource implements FlagSource {
  constructor(
    private readonly url: string,
    private readonly token: string | null = null,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs: number = config.timeouts.lookupMs,
  ) {}

  async flagsOf(environment: FlagEnvironment): Promise<Map<string, FeatureFlag>> {
    const url = new URL(this.url);
    url.searchParams.set("environment", environment);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { accept: "application/json", ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new FlagServiceUnavailableError(`flag service did not answer: ${String(error)}`, { cause: error });
    }
    if (!response.ok) throw new FlagServiceUnavailableError(`flag service answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new FlagServiceUnavailableError("flag service sent an unreadable answer", { cause: error });
    }
    const answer = remoteAnswer.safeParse(body);
    if (!answer.success) throw new FlagServiceUnavailableError("flag service sent an answer of another shape");
    // Flags of another environment must never switch anything here.
    if (answer.data.environment !== environment) {
      throw new FlagServiceUnavailableError(`flag service answered for "${answer.data.environment}", not "${environment}"`);
    }
    const flags = new Map<string, FeatureFlag>();
    for (const entry of answer.data.flags) {
      // One malformed flag is off (absent); the others still count.
      const parsed = remoteFlag.safeParse(entry);
      if (!parsed.success) continue;
      const { key, active, include, exclude, extra } = parsed.data;
      flags.set(key, {
        key,
        active,
        includePartners: (include.partners ?? []).map((name) => name.toLowerCase()),
        excludePartners: (exclude.partners ?? []).map((name) => name.toLowerCase()),
        includeUsers: include.users ?? [],
        excludeUsers: exclude.users ?? [],
        extra: extra ?? null,
      });
    }
    return flags;
  }
}

/**
 * A process's flags of one environment: read once, kept for CACHE_MS or until dropped; when the
 * source fails, no flags (every flag off) for FAILURE_CACHE_MS.
 */
export class FeatureFlagProvider {
  private cached: { flags: Map<string, FeatureFlag>; expiresAt: number } | null = null;
  private loading: Promise<Map<string, FeatureFlag>> | null = null;
  private generation = 0;

  constructor(
    private readonly source: FlagSource,
    readonly environment: FlagEnvironment,
    private readonly onFailure: (error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async flags(): Promise<Map<string, FeatureFlag>> {
    if (this.cached && this.cached.expiresAt > this.now()) return this.cached.flags;
    // Concurrent requests share one read (until a change makes it stale: drop()).
    if (!this.loading) {
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  async evaluate(key: string, subject: FlagSubject): Promise<FlagAnswer> {
    return evaluateFlag((await this.flags()).get(key), subject);
  }

  /** Forget the kept flags: the next question reads them again. */
  drop(): void {
    this.cached = null;
    this.loading = null;
    this.generation += 1;
  }

  private async load(): Promise<Map<string, FeatureFlag>> {
    const generation = this.generation;
    let flags: Map<string, FeatureFlag>;
    let keepMs = CACHE_MS;
    try {
      flags = await this.source.flagsOf(this.environment);
    } catch (error) {
      this.onFailure(error);
      flags = new Map();
      keepMs = FAILURE_CACHE_MS;
    }
    // A change that arrived while reading makes this read stale: answer it, keep nothing.
    if (generation === this.generation) this.cached = { flags, expiresAt: this.now() + keepMs };
    return flags;
  }
}
