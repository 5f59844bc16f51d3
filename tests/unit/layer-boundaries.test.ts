// The lint rule that keeps the layout's arrows pointing down (scripts/lint/layer-boundaries.js,
// decision 0074), run through ESLint itself on fixture imports at real paths of app/.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result!.messages.filter((message) => message.ruleId === "layers/boundaries").map((message) => message.message);
}

describe("the layers/boundaries lint rule", () => {
  it("fails an upward import between layers: domain importing server, server importing a route", async () => {
    expect(
      await boundaryMessages("app/domain/billing/fixture.ts", 'import { db } from "~/server/platform/db.server";\nexport const x = db;\n'),
    ).toEqual([expect.stringContaining("domain must not import server")]);
    expect(
      await boundaryMessages("app/server/billing/fixture.server.ts", 'export { loader } from "~/routes/billing/admin-billing";\n'),
    ).toEqual([expect.stringContaining("server must not import routes")]);
  });

  it("keeps domain code pure: no React, Remix, Prisma or Node I/O", async () => {
    const messages = await boundaryMessages(
      "app/domain/claims/fixture.ts",
      'import { useState } from "react";\nimport { readFileSync } from "node:fs";\nimport { createHmac } from "node:crypto";\nexport const x = [useState, readFileSync, createHmac];\n',
    );
    expect(messages).toEqual([expect.stringContaining("no react"), expect.stringContaining("no node:fs")]);
  });

  it("fails an area importing an area above it, and platform importing any area", async () => {
    expect(
      await boundaryMessages(
        "app/domain/catalogue/fixture.ts",
        'import { FLOWS } from "../checkout/flows/definitions";\nexport const x = FLOWS;\n',
      ),
    ).toEqual([expect.stringContaining("domain/catalogue must not import domain/checkout")]);
    expect(
      await boundaryMessages(
        "app/server/platform/fixture.server.ts",
        'import { runBilling } from "../billing/billing-run.server";\nexport const x = runBilling;\n',
      ),
    ).toEqual([expect.stringContaining("server/platform must not import server/billing")]);
    // Same rank: billing and claims do not import each other either.
    expect(
      await boundaryMessages(
        "app/server/billing/fixture.server.ts",
        'import * as claims from "~/server/claims/claims.server";\nexport const x = claims;\n',
      ),
    ).toEqual([expect.stringContaining("areas import only lower areas")]);
  });

  it("fails a route that uses the database client, and providers that import an area", async () => {
    expect(
      await boundaryMessages("app/routes/billing/fixture.tsx", 'import { db } from "~/server/platform/db.server";\nexport const x = db;\n'),
    ).toEqual([expect.stringContaining("routes do not use the database client")]);
    expect(
      await boundaryMessages(
        "app/server/providers/fixture.server.ts",
        'import { runBilling } from "../billing/billing-run.server";\nexport const x = runBilling;\n',
      ),
    ).toEqual([expect.stringContaining("providers import only server/platform and domain")]);
  });

  it("lets imports point down", async () => {
    const allowed: [string, string][] = [
      ["app/domain/checkout/fixture.ts", 'import { quoteProduct } from "../catalogue/product-quote";\nexport const x = quoteProduct;\n'],
      [
        "app/server/checkout/fixture.server.ts",
        'import { db } from "../platform/db.server";\nimport { FLOWS } from "~/domain/checkout/flows/definitions";\nexport const x = [db, FLOWS];\n',
      ],
      ["app/server/platform/fixture.server.ts", 'import { maskIban } from "~/domain/billing/sepa";\nexport const x = maskIban;\n'],
      [
        "app/routes/account/fixture.tsx",
        'import { requireCustomer } from "~/server/account/auth.server";\nexport const x = requireCustomer;\n',
      ],
      ["app/components/chat/fixture.tsx", 'import type { action } from "~/routes/support/support-chat";\nexport type X = typeof action;\n'],
    ];
    for (const [file, code] of allowed) expect(await boundaryMessages(file, code), file).toEqual([]);
  });
});
