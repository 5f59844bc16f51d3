// The partner cache against a real (scratch) database: read once, dropped on change.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("partner-cache");
process.env.PARTNER_CACHE_SECONDS = "3600";

const { db } = await import("~/server/platform/db.server");
const { invalidatePartnerCache, loadPartner } = await import("~/server/platform/partner.server");

describe("partner cache", () => {
  it("serves the default partner for the default request and null for an unknown name", async () => {
    const fallback = await loadPartner({ kind: "default" });
    expect(fallback?.config.isDefault).toBe(true);
    expect(await loadPartner({ kind: "named", name: "does-not-exist" })).toBeNull();
  });

  it("reads a partner once, and again only after invalidation", async () => {
    const first = await loadPartner({ kind: "named", name: "acme" });
    expect(first?.config.name).toBe("acme");

    const partner = await db.partner.findUniqueOrThrow({ where: { name: "acme" } });
    await db.partner.update({ where: { id: partner.id }, data: { displayName: "Acme Renamed" } });
    await db.partnerColour.upsert({
      where: { partnerId_key: { partnerId: partner.id, key: "primary" } },
      create: { partnerId: partner.id, key: "primary", value: "#123456" },
      update: { value: "#123456" },
    });

    const cached = await loadPartner({ kind: "named", name: "acme" });
    expect(cached?.config.displayName).toBe(first?.config.displayName);
    expect(cached?.theme.primary).toBe(first?.theme.primary);

    invalidatePartnerCache("acme");
    const fresh = await loadPartner({ kind: "named", name: "acme" });
    expect(fresh?.config.displayName).toBe("Acme Renamed");
    expect(fresh?.theme.primary).toBe("#123456");
    expect(fresh?.themeCss).toContain("--color-primary:#123456");
  });

  it("does not hand secrets or internals to the page", async () => {
    const loaded = await loadPartner({ kind: "named", name: "acme" });
    // The tag manager's environment parameters go into the page's script URL (decision 0050): not secret.
    expect(Object.keys(loaded!.config)).not.toContain("linkSigningSecret");
    expect(Object.keys(loaded!.config)).not.toContain("colours");
  });
});
