// Signing in as a person does: ask for a link on /sign-in, read it from the outbox mail (the
// built-in mailer keeps every message in the database), follow it.
import { expect, request, type APIResponse, type Page } from "@playwright/test";
import { db, partnerByName } from "./db";
import { partnerUrl } from "./hosts";

/** The newest sign-in link mailed to this address. */
export async function latestMailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await db.outboxMail.findFirst({ where: { to: email.toLowerCase() }, orderBy: { createdAt: "desc" } });
      link = (mail?.links as string[] | undefined)?.find((href) => href.includes("/sign-in/verify"));
      return link ?? null;
    })
    .not.toBeNull();
  return link!;
}

export async function requestSignInLink(page: Page, email: string, partner: string | null = null) {
  await page.goto(partnerUrl(partner, "/sign-in?lng=nl"));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Stuur mij een inloglink" }).click();
  await expect(page.getByRole("heading", { name: "Check je e-mail" })).toBeVisible();
}

/** Signs in through the mailed link; returns the link that was followed. */
export async function signInByEmail(page: Page, email: string, partner: string | null = null): Promise<string> {
  const before = await db.outboxMail.count({ where: { to: email.toLowerCase() } });
  await requestSignInLink(page, email, partner);
  await expect.poll(() => db.outboxMail.count({ where: { to: email.toLowerCase() } })).toBe(before + 1);
  const link = await latestMailedLink(email);
  await page.goto(link);
  return link;
}

/** A customer (not a guest) straight in the database, for tests about signing in itself. */
export async function createCustomer(partner: string, email: string, extra: { firstName?: string; withProfession?: boolean } = {}) {
  const { id: partnerId } = await partnerByName(partner);
  const profession = extra.withProfession === false ? null : await db.profession.findFirstOrThrow({ select: { id: true } });
  return db.user.create({
    data: {
      partnerId,
      email: email.toLowerCase(),
      isGuest: false,
      firstName: extra.firstName ?? "Sanne",
      professionId: profession?.id ?? null,
    },
  });
}

/**
 * A form post with the browser's cookies for a partner host, sent the way a forger's page or
 * script would (headers chosen by the test). Node can not resolve *.localhost, so the request
 * goes to the test server with the partner's Host header.
 */
export async function postWithBrowserCookies(
  page: Page,
  partner: string,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  const target = new URL(partnerUrl(partner, path));
  const cookies = await page.context().cookies(target.toString());
  const client = await request.newContext();
  const base = new URL(path, target);
  base.hostname = "localhost";
  return client.post(base.toString(), {
    form,
    maxRedirects: 0,
    headers: { Host: target.host, Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "), ...headers },
  });
}
