// /healthz must say 503 when the database does not answer (here: nothing listens on port 1).
import { describe, expect, it } from "vitest";

process.env.DATABASE_URL = "postgresql://nobody:nothing@127.0.0.1:1/none";
process.env.LOG_LEVEL = "silent";

const { loader } = await import("~/routes/platform/healthz");

describe("/healthz", () => {
  it("answers 503 when the database is unreachable", async () => {
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
