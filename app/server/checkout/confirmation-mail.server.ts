// The purchase confirmation e-mail, in the customer's language: the policies, their premium
// and start date, and the direct-debit mandate with the IBAN masked. Queued in the purchase's
// own transaction (decision 0025), so a purchase never lacks its mail and a rollback sends none.
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import type { Language } from "~/domain/platform/languages";
import { maskIban } from "~/domain/billing/sepa";
import { pickTranslation } from "~/domain/platform/translated-text";
import type { db } from "../platform/db.server";
import { partnerT, type LoadedPartner } from "../platform/partner.server";
import { escapeHtml, queueMail, withFooter } from "../providers/mail.server";
import { partnerUrl } from "../platform/public-url.server";
import { trustLines } from "../platform/trust-details.server";
import { ipidPaths } from "~/domain/catalogue/ipid";

type Client = Pick<typeof db, "checkout" | "outboxMail">;

export async function queuePurchaseConfirmation(
  client: Client,
  checkoutId: string,
  language: Language,
  partner: LoadedPartner,
  request: Request | undefined,
): Promise<void> {
  const checkout = await client.checkout.findUnique({
    where: { id: checkoutId },
    select: {
      user: { select: { email: true, firstName: true } },
      policies: {
        select: {
          number: true,
          status: true,
          startDate: true,
          grossMonthlyCents: true,
          currency: true,
          product: { select: { names: true, slug: true } },
          mandate: { select: { reference: true, iban: true } },
        },
      },
    },
  });
  if (!checkout?.user.email || checkout.policies.length === 0) return;
  const t = await partnerT(partner, language, "funnel");
  const mandate = checkout.policies[0]!.mandate;
  const lines = checkout.policies.map((policy) =>
    t("mail.policyLine", {
      product: pickTranslation(policy.product.names, language),
      number: policy.number,
      price: formatMoney(policy.grossMonthlyCents, policy.currency),
      start: formatDate(policy.startDate),
      status: t(`mail.status.${policy.status}`),
    }),
  );
  const paragraphs = [
    t("mail.greeting", { name: checkout.user.firstName ?? "" }),
    t("mail.intro", { partner: partner.config.displayName }),
    ...lines,
    t("mail.mandate", { reference: mandate.reference, iban: maskIban(mandate.iban) }),
    t("mail.closing"),
  ];
  const link = partnerUrl(partner.config, "/user/policies", request);
  // Each product's IPID once (decision 0085), in the customer's words and with its own address.
  const slugs = new Map(checkout.policies.map((policy) => [policy.product.slug, pickTranslation(policy.product.names, language)]));
  const ipids = [...slugs].map(([slug, product]) => ({
    label: t("trust.ipidOf", { product }),
    url: partnerUrl(partner.config, ipidPaths(slug).page, request),
  }));
  const message = {
    partnerId: partner.config.id,
    to: checkout.user.email,
    subject: t("mail.subject", { partner: partner.config.displayName }),
    text: `${paragraphs.join("\n\n")}\n\n${link}\n\n${ipids.map((ipid) => `${ipid.label}: ${ipid.url}`).join("\n")}`,
    html:
      `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.viewPolicies"))}</a></p>` +
      `<ul>${ipids.map((ipid) => `<li><a href="${escapeHtml(ipid.url)}">${escapeHtml(ipid.label)}</a></li>`).join("")}</ul>`,
    links: [link, ...ipids.map((ipid) => ipid.url)],
  };
  await queueMail(withFooter(message, await trustLines(partner, language)), client);
}
