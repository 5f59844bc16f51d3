// The flag provider (decision 0049): the remote adapter against recorded answers of a flag
// service, its failures (all off), the per-process copy and its dropping, and the environment
// a server runs in.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { FeatureFlag, FlagEnvironment } from "~/domain/staff/feature-flags";
import { configFrom, parseEnv } from "~/server/platform/config.server";
import {
  CACHE_MS,
  FAILURE_CACHE_MS,
  FeatureFlagProvider,
  FlagServiceUnavailableError,
  RemoteFlagSource,
  type FlagSource,
} from "~/server/providers/feature-flags.server";

const recording = (name: string) => readFileSync(path.resolve("tests/fixtures/flags", name), "utf8");
const SERVICE = "https://flags.example.test/v1/flags";

/** A fetch that answers one recording and remembers what it was asked. */
function replay(body: string, status = 200, contentType = "application/json") {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(body, { status, headers: { "content-type": contentType } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe("the flag service adapter, against recorded answers", () => {
  it("asks for the environment's flags with the token and reads them", async () => {
    const { fetchImpl, calls } = replay(recording("production.json"));
    const flags = await new RemoteFlagSource(SERVICE, "secret-token", fetchImpl).flagsOf("production");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${SERVICE}?environment=production`);
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer secret-token");
    expect(calls[0]!.headers.get("accept")).toBe("application/json");
    expect([...flags.keys()]).toEqual(["usp_ticker", "new_checkout", "dark_launch"]);
    expect(flags.get("usp_ticker")).toEqual({
      key: "usp_ticker",
      active: true,
      includePartners: ["acme", "boekfix"],
      excludePartners: [],
      includeUsers: [],
      excludeUsers: ["cm9excluded0001"],
      extra: null,
    } satisfies FeatureFlag);
    expect(flags.get("new_checkout")?.extra).toBe('{"variant":"b"}');
    // "extra" left out is none.
    expect(flags.get("dark_launch")).toMatchObject({ active: false, extra: null });
  });

  it("sends no authorization header without a token", async () => {
    const { fetchImpl, calls } = replay(recording("production.json"));
    await new RemoteFlagSource(SERVICE, null, fetchImpl).flagsOf("production");
    expect(calls[0]!.headers.has("authorization")).toBe(false);
  });

  it("drops a malformed flag and keeps the others; lists left out are empty", async () => {
    const { fetchImpl } = replay(recording("partly-malformed.json"));
    const flags = await new RemoteFlagSource(SERVICE, null, fetchImpl).flagsOf("qa");
    expect([...flags.keys()]).toEqual(["survey_v2"]);
    expect(flags.get("survey_v2")).toEqual({
      key: "survey_v2",
      active: true,
      includePartners: [],
      excludePartners: [],
      includeUsers: ["cm9user000001"],
      excludeUsers: [],
      extra: null,
    });
  });

  it("refuses an answer for another environment", async () => {
    const { fetchImpl } = replay(recording("other-environment.json"));
    await expect(new RemoteFlagSource(SERVICE, null, fetchImpl).flagsOf("production")).rejects.toBeInstanceOf(FlagServiceUnavailableError);
  });

  it("fails on an error status, an unreadable body, another shape and no answer", async () => {
    const cases: [string, number][] = [
      [recording("production.json"), 500],
      [recording("proxy-error.html"), 200],
      ['{"flags": "all"}', 200],
      ["[]", 200],
    ];
    for (const [body, status] of cases) {
      const { fetchImpl } = replay(body, status);
      await expect(
        new RemoteFlagSource(SERVICE, null, fetchImpl).flagsOf("production"),
        `${status} ${body.slice(0, 20)}`,
      ).rejects.toBeInstanceOf(FlagServiceUnavailableError);
    }
    const unreachable = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(new RemoteFlagSource(SERVICE, null, unreachable).flagsOf("production")).rejects.toBeInstanceOf(
      FlagServiceUnavailableError,
    );
  });
});

/** A source that counts reads and answers what the test puts in it (or fails). */
class ScriptedSource implements FlagSource {
  reads = 0;
  fail = false;
  flags = new Map<string, FeatureFlag>();
  async flagsOf(_environment: FlagEnvironment) {
    this.reads += 1;
    if (this.fail) throw new FlagServiceUnavailableError("down");
    return new Map(this.flags);
  }
}

const ticker = (active: boolean): FeatureFlag => ({
  key: "usp_ticker",
  active,
  includePartners: ["acme"],
  excludePartners: [],
  includeUsers: [],
  excludeUsers: [],
  extra: null,
});
const acme = { partnerName: "acme", userId: null };

describe("the provider of a process", () => {
  it("evaluates against the source and keeps its copy until CACHE_MS or a drop", async () => {
    let now = 1_000_000;
    const source = new ScriptedSource();
    source.flags.set("usp_ticker", ticker(true));
    const provider = new FeatureFlagProvider(source, "qa", undefined, () => now);
    expect(await provider.evaluate("usp_ticker", acme)).toEqual({ on: true, extra: null });
    expect(await provider.evaluate("usp_ticker", { partnerName: "solo", userId: null })).toEqual({ on: false, extra: null });
    expect(await provider.evaluate("unknown_flag", acme)).toEqual({ on: false, extra: null });
    expect(source.reads).toBe(1);

    source.flags.set("usp_ticker", ticker(false));
    now += CACHE_MS - 1;
    expect((await provider.evaluate("usp_ticker", acme)).on).toBe(true); // still the kept copy
    now += 1;
    expect((await provider.evaluate("usp_ticker", acme)).on).toBe(false); // read again
    expect(source.reads).toBe(2);

    source.flags.set("usp_ticker", ticker(true));
    provider.drop();
    expect((await provider.evaluate("usp_ticker", acme)).on).toBe(true);
    expect(source.reads).toBe(3);
  });

  it("answers concurrent questions with one read", async () => {
    const source = new ScriptedSource();
    const provider = new FeatureFlagProvider(source, "qa");
    await Promise.all([provider.flags(), provider.flags(), provider.flags()]);
    expect(source.reads).toBe(1);
  });

  it("a change during a read is not hidden by that read's stale answer", async () => {
    let release: () => void = () => undefined;
    const source = new ScriptedSource();
    source.flags.set("usp_ticker", ticker(false));
    const slow: FlagSource = {
      flagsOf: async (environment) => {
        const answer = await source.flagsOf(environment);
        await new Promise<void>((resolve) => (release = resolve));
        return answer;
      },
    };
    const provider = new FeatureFlagProvider(slow, "qa");
    const first = provider.evaluate("usp_ticker", acme);
    await Promise.resolve();
    source.flags.set("usp_ticker", ticker(true));
    provider.drop();
    release();
    expect((await first).on).toBe(false);
    const second = provider.evaluate("usp_ticker", acme);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect((await second).on).toBe(true);
  });

  it("a failing source means every flag off, reported, and asked again after FAILURE_CACHE_MS", async () => {
    let now = 0;
    const failures: unknown[] = [];
    const source = new ScriptedSource();
    source.flags.set("usp_ticker", ticker(true));
    source.fail = true;
    const provider = new FeatureFlagProvider(
      source,
      "production",
      (error) => failures.push(error),
      () => now,
    );
    expect(await provider.evaluate("usp_ticker", acme)).toEqual({ on: false, extra: null });
    expect(failures).toHaveLength(1);
    source.fail = false;
    now += FAILURE_CACHE_MS - 1;
    expect((await provider.evaluate("usp_ticker", acme)).on).toBe(false);
    expect(source.reads).toBe(1);
    now += 1;
    expect((await provider.evaluate("usp_ticker", acme)).on).toBe(true);
  });

  it("a flag service that answers a recording end to end: the ticker on for acme and boekfix, off for an excluded user", async () => {
    const { fetchImpl } = replay(recording("production.json"));
    const provider = new FeatureFlagProvider(new RemoteFlagSource(SERVICE, null, fetchImpl), "production");
    expect((await provider.evaluate("usp_ticker", { partnerName: "boekfix", userId: "someone" })).on).toBe(true);
    expect((await provider.evaluate("usp_ticker", { partnerName: "acme", userId: "cm9excluded0001" })).on).toBe(false);
    expect((await provider.evaluate("usp_ticker", { partnerName: "solo", userId: null })).on).toBe(false);
    expect(await provider.evaluate("new_checkout", { partnerName: "acme", userId: null })).toEqual({ on: true, extra: '{"variant":"b"}' });
    expect((await provider.evaluate("new_checkout", { partnerName: "solo", userId: null })).on).toBe(false);
  });
});

describe("the environment of a server", () => {
  const secret = { SESSION_SECRET: "0123456789abcdef0123" };
  // A live domain also needs real providers or stand-ins allowed by name (decision 0066).
  const sepa = {
    SEPA_CREDITOR_ID: "NL57ZZZ999999999999",
    SEPA_CREDITOR_NAME: "X",
    SEPA_CREDITOR_IBAN: "NL91ABNA0417164300",
    ALLOW_STAND_INS: "payment,identity,plate,address,company",
  };

  it("is production for a production build on a real domain, development otherwise", () => {
    expect(configFrom(parseEnv({ ...secret, ...sepa, NODE_ENV: "production", ROOT_DOMAINS: "verzekerd.nl" })).appEnvironment).toBe(
      "production",
    );
    expect(configFrom(parseEnv({ ...secret, NODE_ENV: "production" })).appEnvironment).toBe("development");
    expect(configFrom(parseEnv({ ...secret, NODE_ENV: "development", ROOT_DOMAINS: "verzekerd.nl" })).appEnvironment).toBe("development");
    expect(configFrom(parseEnv({ ...secret })).appEnvironment).toBe("development");
  });

  it("is what APP_ENVIRONMENT says, one of the four", () => {
    expect(configFrom(parseEnv({ ...secret, NODE_ENV: "production", APP_ENVIRONMENT: "qa" })).appEnvironment).toBe("qa");
    expect(
      configFrom(parseEnv({ ...secret, ...sepa, NODE_ENV: "production", ROOT_DOMAINS: "verzekerd.nl", APP_ENVIRONMENT: "stage" }))
        .appEnvironment,
    ).toBe("stage");
    expect(() => parseEnv({ ...secret, APP_ENVIRONMENT: "test" })).toThrow(/APP_ENVIRONMENT/);
  });

  it("uses a flag service only when FLAG_SERVICE_URL is a URL", () => {
    expect(configFrom(parseEnv({ ...secret })).flagService).toBeNull();
    expect(configFrom(parseEnv({ ...secret, FLAG_SERVICE_URL: SERVICE, FLAG_SERVICE_TOKEN: "t" })).flagService).toEqual({
      url: SERVICE,
      token: "t",
    });
    expect(() => parseEnv({ ...secret, FLAG_SERVICE_URL: "flags" })).toThrow(/FLAG_SERVICE_URL/);
  });
});
