// A shared calculation (/insurance-calculator/shared/:token, decisions 0036 and 0084): the
// products and premiums as calculated, from the customer's stored quote of type normal (or, for a
// link made before those were stored, from the signed link itself); no answers travel in it.
// Anyone with the link may look; a made-up, altered, stale or other partner's link is a 404.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { funnelPath } from "~/domain/platform/navigation";
import { pageMeta } from "~/domain/platform/page-meta";
import { pickTranslation } from "~/domain/platform/translated-text";
import { readSharedCalculation } from "~/server/checkout/calculation-share.server";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { partnerCatalogue } from "~/server/catalogue/catalogue.server";
import { requirePartner } from "~/server/platform/guards.server";
import { findProfession } from "~/server/catalogue/professions.server";
import type { FunnelHandle } from "./funnel-layout";

export const handle: FunnelHandle = { hideCart: true };
export const meta: MetaFunction = (args) => pageMeta(args, "calculatorShared");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const calculation = await readSharedCalculation(params.token ?? "", partner.config.id, todayInAmsterdam());
  if (!calculation) throw data({ status: 404 }, { status: 404 });
  const [catalogue, profession] = await Promise.all([partnerCatalogue(partner.config.id), findProfession(calculation.professionId)]);
  const rows = calculation.items.flatMap((item) => {
    const product = catalogue.find((candidate) => candidate.id === item.productId);
    return product ? [{ ...item, name: pickTranslation(product.names, language), currency: product.currency }] : [];
  });
  if (rows.length === 0) throw data({ status: 404 }, { status: 404 });
  return {
    rows,
    calculatedOn: new Date(calculation.createdAt * 1000).toISOString().slice(0, 10),
    profession: profession ? pickTranslation(profession.names, language) : null,
    totalGrossCents: rows.reduce((sum, row) => sum + row.grossMonthlyCents, 0),
    currency: rows[0]!.currency,
  };
}

export default function CalculatorShared() {
  const { rows, calculatedOn, profession, totalGrossCents, currency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="shared-title">
      <h1 id="shared-title">{t("calculator.sharedTitle")}</h1>
      <p className="lead">
        {profession
          ? t("calculator.sharedIntroProfession", { date: formatDate(calculatedOn), profession })
          : t("calculator.sharedIntro", { date: formatDate(calculatedOn) })}
      </p>
      <table className="summary-table stacked-table">
        <caption className="visually-hidden">{t("calculator.sharedTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("calculator.product")}</th>
            <th scope="col">{t("cart.totalGross")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.productId}>
              <th scope="row">{row.name}</th>
              <td data-label={t("cart.totalGross")} className="nowrap">
                {formatMoney(row.grossMonthlyCents, row.currency)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("calculator.total")}</th>
            <td className="nowrap">{formatMoney(totalGrossCents, currency)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="muted">{t("calculator.sharedNote")}</p>
      <Link className="button button-solid" to={funnelPath("calculator", "welcome")}>
        {t("calculator.calculateYours")}
      </Link>
    </section>
  );
}
