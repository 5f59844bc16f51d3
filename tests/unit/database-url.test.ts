import { describe, expect, it } from "vitest";
import { databaseTarget } from "~/server/platform/database-url.mjs";

describe("databaseTarget", () => {
  it("defaults to the SQLite file under data/", () => {
    expect(databaseTarget(undefined, "/srv/app")).toEqual({
      kind: "sqlite",
      url: "file:/srv/app/data/app.db",
      file: "/srv/app/data/app.db",
    });
    expect(databaseTarget("  ", "/srv/app").kind).toBe("sqlite");
  });
  it("resolves relative SQLite paths against the working directory", () => {
    expect(databaseTarget("file:./data/test.db", "/srv/app")).toMatchObject({ file: "/srv/app/data/test.db" });
  });
  it("selects PostgreSQL by a postgres:// or postgresql:// URL", () => {
    expect(databaseTarget("postgres://u:p@db:5432/app")).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/app" });
    expect(databaseTarget("POSTGRESQL://db/app").kind).toBe("postgres");
  });
});
