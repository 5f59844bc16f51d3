// Issue 33's last rows on the server (decisions 0090 and 0091): the entry parameters kept for
// the visit (a safe returnURL only, email pre-filling sign-in and details, userId and expo_ip
// handed back to the app), is_direct and logo_secondary as the customer sees them, and the
// supplier and freelancer roles. Route modules are called as Remix calls them, on a scratch
// database of this file's own (so the partner rows it changes are its own copies).
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("entry-params-and-roles");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "entry-params-test-secret";

const { db } = await import("~/server/platform/db.server");
const { invalidatePartnerCache, loadPartner } = await import("~/server/platform/partner.server");
const { partnerUrl } = await import("~/server/platform/public-url.server");
const { signExternalId } = await import("~/domain/account/signed-link");
const { detailsFormDefaults } = await import("~/server/checkout/checkout-details.server");
const { createOpenUrl } = await import("~/server/account/app-handoff.server");
const { inboxSummary } = await import("~/server/account/account.server");
const { visitorById } = await import("~/server/platform/session.server");
const { todayInAmsterdam, addDays } = await import("~/domain/platform/validation");
const { startOrResumeCheckin } = await import("~/server/checkout/checkout.server");
const rootRoute = await import("~/root");
const resultRoute = await import("~/routes/checkout/result");
const welcomeRoute = await import("~/routes/catalogue/welcome");
const signInRoute = await import("~/routes/account/sign-in");
const signInAppRoute = await import("~/routes/account/sign-in-app");
const detailsRoute = await import("~/routes/account/account-details");
const policiesRoute = await import("~/routes/account/account-policies");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const checkinResultRoute = await import("~/routes/checkout/checkin-result");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const SITE = "https://www.acme-bank.example/verzekeren";

/** acme lists its site, app and web app (this file's own copy of the row). */
await db.partner.update({
  where: { name: "acme" },
  data: {
    backToPartnerSiteUrl: SITE,
    deeplinkUrl: "acmeapp://home",
    deeplinkWebUrl: "https://app.acme-bank.example/home",
    deeplinkDismissText: "Terug naar Acme",
  },
});
invalidatePartnerCache();

/** The name=value of a Set-Cookie for this cookie name, or null. */
function cookieOf(headers: Headers, name: string): string | null {
  return new RegExp(`(?:^|,\\s*)(${name}=[^;]*)`).exec(headers.get("Set-Cookie") ?? "")?.[1] ?? null;
}

const root = (host: string, path: string, cookie: string | null = null) =>
  answerOf(() => rootRoute.loader(args(getRequest(host, path, cookie))));

/** The __entry cookie a first page with this query leaves. */
async function entryCookie(query: string, host = ACME): Promise<string | null> {
  return cookieOf((await root(host, `/welcome?${query}`)).headers, "__entry");
}

type Brand = { name: string; isDirect: boolean; coBrandLogo: string | null; returnUrl: string | null };
const resultBrand = async (host: string, cookie: string | null, query = "") =>
  ((await answerOf(() => resultRoute.loader(args(getRequest(host, `/result?type=partly${query}`, cookie))))).body as { brand: Brand })
    .brand;

describe("returnURL", () => {
  it("a listed site or the partner's own host is kept for the visit and offered on the result page", async () => {
    const own = partnerUrl({ name: "acme", isDefault: false }, "/user/policies", getRequest(ACME, "/"));
    const cases: [string, string][] = [
      [`${SITE}/klaar?x=1`, `${SITE}/klaar?x=1`],
      ["https://app.acme-bank.example/home/done", "https://app.acme-bank.example/home/done"],
      ["acmeapp://home/insured", "acmeapp://home/insured"],
      [own, own],
      ["/user/policies", own],
    ];
    for (const [given, kept] of cases) {
      const cookie = await entryCookie(`returnURL=${encodeURIComponent(given)}`);
      expect(cookie, given).toBeTruthy();
      expect((await resultBrand(ACME, cookie)).returnUrl, given).toBe(kept);
    }
  });

  it("anything else is ignored: never a link, and an earlier good one stays", async () => {
    const good = await entryCookie(`returnURL=${encodeURIComponent(SITE)}`);
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "http://boekfix.localhost/welcome",
      "https://app.boekfix.example/insurance/checkin-done",
      "https://www.acme-bank.example.evil.example/",
      "https://www.acme-bank.example@evil.example/",
      "%2F%2Fevil.example",
      "/\\evil.example",
      "https:%2F%2Fevil.example",
    ]) {
      const query = `returnURL=${encodeURIComponent(bad)}`;
      expect((await resultBrand(ACME, null, `&${query}`)).returnUrl, bad).toBeNull();
      const fresh = await entryCookie(query);
      expect((await resultBrand(ACME, fresh)).returnUrl, bad).toBeNull();
      // A bad one after a good one: the good one is kept.
      const after = cookieOf((await root(ACME, `/welcome?${query}`, good)).headers, "__entry");
      expect((await resultBrand(ACME, after)).returnUrl, bad).toBe(SITE);
    }
  });

  it("is one partner's: acme's kept return URL means nothing on boekfix's host", async () => {
    const cookie = await entryCookie(`returnURL=${encodeURIComponent(SITE)}`);
    expect((await resultBrand(BOEKFIX, cookie)).returnUrl).toBeNull();
  });

  it("survives a signed link's sign-in, whose redirect drops the other parameters", async () => {
    const externalId = `entry-${Date.now()}`;
    const createdAt = String(Math.floor(Date.now() / 1000));
    const query = new URLSearchParams({
      external_id: externalId,
      signature_created_at: createdAt,
      signature: signExternalId("demo-acme-link-secret", externalId, createdAt),
      returnURL: SITE,
      userId: "app-7",
    });
    const answer = await root(ACME, `/welcome?${query}`);
    expect(answer.status).toBe(302);
    expect(answer.location).not.toContain("returnURL");
    const cookie = cookieOf(answer.headers, "__entry");
    expect((await resultBrand(ACME, cookie)).returnUrl).toBe(SITE);
  });
});

describe("email", () => {
  it("pre-fills the sign-in form, from the query or the visit; a bad one is ignored", async () => {
    const signIn = async (query: string, cookie: string | null = null) =>
      ((await answerOf(() => signInRoute.loader(args(getRequest(ACME, `/sign-in${query}`, cookie))))).body as { email: string | null })
        .email;
    expect(await signIn("?email=Jan%40Example.nl")).toBe("jan@example.nl");
    expect(await signIn("", await entryCookie("email=kees%40example.nl"))).toBe("kees@example.nl");
    expect(await signIn("?email=not-an-address")).toBeNull();
    expect(await signIn("")).toBeNull();
  });

  it("pre-fills the checkout's e-mail field when none is stored; a stored one wins", async () => {
    const guest = await h.createGuest("acme");
    const defaults = await detailsFormDefaults({ id: guest.userId }, "company", [], Promise.resolve(null), "jan@example.nl");
    expect(defaults.email).toBe("jan@example.nl");
    await db.user.update({ where: { id: guest.userId }, data: { email: `stored-${guest.userId}@example.nl` } });
    const stored = await detailsFormDefaults({ id: guest.userId }, "company", [], Promise.resolve(null), "jan@example.nl");
    expect(stored.email).toBe(`stored-${guest.userId}@example.nl`);
  });
});

describe("userId and expo_ip: handed back to the app", () => {
  it("ride on the app back link; bad values are dropped", async () => {
    const cookie = await entryCookie("userId=app-42&expo_ip=192.168.1.20%3A8081");
    const body = (await root(ACME, "/welcome", cookie)).body as { appBackLink: { href: string } | null };
    expect(body.appBackLink?.href).toBe("acmeapp://home?userId=app-42&expo_ip=192.168.1.20%3A8081");
    const bad = await entryCookie("userId=a%20b&expo_ip=300.1.1.1");
    expect(((await root(ACME, "/welcome", bad)).body as { appBackLink: { href: string } }).appBackLink.href).toBe("acmeapp://home");
  });

  it("are kept when the app's open_url adds them", async () => {
    const user = await db.user.create({ data: { partnerId: await h.partnerId("acme"), isGuest: false, externalId: `open-${Date.now()}` } });
    const partner = (await loadPartner({ kind: "named", name: "acme" }))!;
    const openUrl = new URL(
      await createOpenUrl(getRequest(ACME, "/"), partner, { userId: user.id, landing: "/products/available-products", brokerFlow: false }),
    );
    const answer = await answerOf(() =>
      signInAppRoute.loader(args(getRequest(ACME, `${openUrl.pathname}${openUrl.search}&userId=app-9&expo_ip=10.0.0.5`))),
    );
    expect(answer.status).toBe(302);
    const cookie = cookieOf(answer.headers, "__entry");
    const body = (await root(ACME, "/welcome", cookie)).body as { appBackLink: { href: string } };
    expect(body.appBackLink.href).toBe("acmeapp://home?userId=app-9&expo_ip=10.0.0.5");
  });

  it("ride on the check-in's return to the app", async () => {
    const HOST = "localhost";
    const guest = await h.createGuest("direct");
    await db.partner.update({ where: { name: "direct" }, data: { checkinReturnUrl: "https://app.direct.example/checkin-done" } });
    invalidatePartnerCache();
    const profession = await db.profession.findFirstOrThrow({ select: { id: true } });
    await db.user.update({ where: { id: guest.userId }, data: { professionId: profession.id } });
    await startOrResumeCheckin((await visitorById(guest.userId))!, (await loadPartner({ kind: "default" }))!);
    const questions = await db.question.findMany({ where: { product: { slug: "checkin" } }, include: { options: true } });
    const byField = (field: string) => questions.find((question) => question.field === field)!;
    const option = (field: string, value: string) => byField(field).options.find((candidate) => candidate.value === value)!.id;
    const fields: [string, string][] = [
      [`q-${byField("current_insurances").id}`, option("current_insurances", "professional_liability")],
      [`q-${byField("insurer").id}`, "Nationale Verzekeraar"],
      [`q-${byField("per_claim").id}`, option("per_claim", "2500000")],
      [`q-${byField("per_year").id}`, option("per_year", "5000000")],
      [`q-${byField("renewal_date").id}`, addDays(todayInAmsterdam(), 30)],
      [`q-${byField("monthly_premium").id}`, "45,50"],
      ["intent", "save"],
    ];
    const saved = await answerOf(() =>
      questionsRoute.action(args(postForm(HOST, "/insurance-checkin-checkout/questions", fields, guest.cookie))),
    );
    expect(saved.status).toBe(302);
    const entry = await entryCookie("userId=app-77&expo_ip=10.1.2.3%3A19000", HOST);
    const back = await answerOf(() =>
      checkinResultRoute.action(
        args(postForm(HOST, "/insurance-checkin-checkout/result", { intent: "save" }, `${guest.cookie}; ${entry}`)),
      ),
    );
    expect([back.status, back.location]).toEqual([302, "https://app.direct.example/checkin-done?userId=app-77&expo_ip=10.1.2.3%3A19000"]);
  });
});

describe("is_direct and logo_secondary", () => {
  it("the welcome and result pages say who sells and show a valid co-brand; another partner stays as it was", async () => {
    const brandOf = async (host: string) =>
      ((await answerOf(() => welcomeRoute.loader(args(getRequest(host, "/welcome"))))).body as { brand: Brand }).brand;
    await db.partner.update({ where: { name: "acme" }, data: { isDirect: false, logoSecondary: "/brands/acme/co-brand.svg" } });
    invalidatePartnerCache();
    expect(await brandOf(ACME)).toMatchObject({ name: "Acme Bank", isDirect: false, coBrandLogo: "/brands/acme/co-brand.svg" });
    expect(await resultBrand(ACME, null)).toMatchObject({ isDirect: false, coBrandLogo: "/brands/acme/co-brand.svg" });
    await db.partner.update({ where: { name: "acme" }, data: { isDirect: true, logoSecondary: "//evil.example/x.svg" } });
    invalidatePartnerCache();
    expect(await brandOf(ACME)).toMatchObject({ isDirect: true, coBrandLogo: null });
    const boekfix = await brandOf(BOEKFIX);
    expect(boekfix).toMatchObject({ isDirect: false, coBrandLogo: null });
  });
});

describe("account roles", () => {
  async function customer(partnerName: string) {
    const buyer = await h.readyForPayment(partnerName, ["business-liability"]);
    await db.user.update({
      where: { id: buyer.userId },
      data: { isGuest: false, professionId: (await db.profession.findFirstOrThrow()).id },
    });
    return buyer;
  }
  const role = (userId: string) => db.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true } }).then((row) => row.role);
  const postRole = (host: string, value: string, cookie: string) =>
    answerOf(() => detailsRoute.action(args(postForm(host, "/user/details", { intent: "role", role: value }, cookie))));

  it("my details shows and saves the role; anything but the two is refused at the field, nothing changed", async () => {
    const c = await customer("acme");
    const page = await answerOf(() => detailsRoute.loader(args(getRequest(ACME, "/user/details", c.cookie))));
    expect((page.body as { role: string }).role).toBe("freelancer");
    for (const bad of ["admin", "Supplier", ""]) {
      const refused = await postRole(ACME, bad, c.cookie);
      expect(refused.status).toBe(400);
      expect((refused.body as { result: { error: Record<string, string[]> } }).result.error.role).toEqual(["account:role.invalid"]);
      expect(await role(c.userId)).toBe("freelancer");
    }
    const saved = await postRole(ACME, "supplier", c.cookie);
    expect([saved.status, saved.location]).toEqual([302, "/user/details?saved=role"]);
    expect(await role(c.userId)).toBe("supplier");
  });

  it("only one's own account, on one's own partner", async () => {
    const c = await customer("acme");
    // The cookie carried to another partner's host signs nobody in there: nothing changes.
    const elsewhere = await postRole(BOEKFIX, "supplier", c.cookie);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.location).toContain("/sign-in");
    expect(await role(c.userId)).toBe("freelancer");
    // A guest has no account details.
    const guest = await h.createGuest("acme");
    expect((await postRole(ACME, "supplier", guest.cookie)).status).toBe(302);
    expect(await role(guest.userId)).toBe("freelancer");
  });

  it("a supplier is not recommended the income insurance, on my insurances and in the inbox", async () => {
    const c = await customer("acme");
    const recommended = async () => {
      const body = (await answerOf(() => policiesRoute.loader(args(getRequest(ACME, "/user/policies", c.cookie))))).body as {
        recommended: { slug: string }[];
      };
      const types = await db.insuranceProduct.findMany({
        where: { slug: { in: body.recommended.map((r) => r.slug) } },
        select: { type: true },
      });
      return types.map((row) => row.type).sort();
    };
    const partner = (await loadPartner({ kind: "named", name: "acme" }))!;
    const visitor = (await visitorById(c.userId))! as Parameters<typeof inboxSummary>[0];
    const asFreelancer = await recommended();
    expect(asFreelancer.some((type) => type.startsWith("aov"))).toBe(true);
    expect((await inboxSummary(visitor, partner, "nl", todayInAmsterdam())).aov).not.toBeNull();
    await db.user.update({ where: { id: c.userId }, data: { role: "supplier" } });
    const asSupplier = await recommended();
    expect(asSupplier).toEqual(asFreelancer.filter((type) => !type.startsWith("aov")));
    expect((await inboxSummary(visitor, partner, "nl", todayInAmsterdam())).aov).toBeNull();
  });
});
