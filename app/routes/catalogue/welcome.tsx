import type { SharedPageHandle } from "~/domain/platform/page-cache";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { funnelPath, insuranceFlowFor, withPassedOnQuery } from "~/domain/platform/navigation";
import { useTranslation } from "react-i18next";
import { requirePartner } from "~/server/platform/guards.server";
import { listProfessions } from "~/server/catalogue/professions.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { WelcomeIllustration } from "~/components/visual-effects";
import { TrustBlock } from "~/components/trust-block";
import { PartnerBrandLine } from "~/components/funnel/partner-brand";
import { partnerBrandOf } from "~/domain/partners/partner-brand";

export const meta: MetaFunction = (args) => pageMeta(args, "welcome");
// The same HTML for every visitor without cookies: the page cache may keep it (decision 0054).
export const handle: SharedPageHandle = { sharedPage: true };

const WELCOME_PROFESSIONS = 8;

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const professions = partner.config.hideProfessionsOnWelcomeScreen ? [] : await listProfessions(language, WELCOME_PROFESSIONS);
  // A failed signed partner link lands here (spec section 4).
  const url = new URL(request.url);
  const invalidLink = url.searchParams.get("error") === "invalid_link";
  // One page for every variant (spec section 2): the calculator's and the check-in's welcome
  // start their own journey; the check-in passes its query on (not a signed link's).
  const flow = insuranceFlowFor(url);
  const start =
    flow === "checkin" ? withPassedOnQuery(funnelPath("checkin", "checkout"), url.searchParams) : funnelPath(flow, "profession");
  const professionAction = flow === "default" ? "/profession" : withPassedOnQuery(funnelPath(flow, "profession"), url.searchParams);
  // Who sells, and the co-brand (decision 0091); no return link here: that comes after a purchase.
  const brand = partnerBrandOf(partner.config);
  return { displayName: partner.config.displayName, professions, invalidLink, flow, start, professionAction, brand };
}

export default function Welcome() {
  const { displayName, professions, invalidLink, flow, start, professionAction, brand } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const own = flow === "default" ? null : `funnel:${flow}`;
  return (
    <section className="page welcome" aria-labelledby="welcome-title">
      {invalidLink ? (
        <div className="notice notice-warning" role="alert">
          <strong>{t("auth:invalidLink.title")}</strong> {t("auth:invalidLink.body")}
        </div>
      ) : null}
      <div className="welcome-hero">
        <div>
          <WelcomeIllustration />
          <h1 id="welcome-title">{own ? t(`${own}.welcomeTitle`, { name: displayName }) : t("welcome.title", { name: displayName })}</h1>
          <p className="lead">{own ? t(`${own}.welcomeIntro`) : t("welcome.intro")}</p>
          <Link className="button button-solid" to={start}>
            {own ? t(`${own}.welcomeCta`) : t("welcome.cta")}
          </Link>
          <PartnerBrandLine brand={brand} />
        </div>
        <ul className="promise-list">
          {flow === "checkin" ? (
            <li>{t("funnel:checkin.promise")}</li>
          ) : (
            <>
              <li>{t("welcome.promises.calculate")}</li>
              {flow === "default" ? <li>{t("welcome.promises.insured")}</li> : null}
              {flow === "default" ? <li>{t("welcome.promises.aov")}</li> : null}
            </>
          )}
        </ul>
      </div>
      {professions.length > 0 ? (
        <div className="welcome-professions">
          <h2>{t("welcome.professionsTitle")}</h2>
          {/* Choosing one here skips the profession page: straight on to the products. */}
          <Form method="post" action={professionAction}>
            <ul className="chip-list">
              {professions.map((profession) => (
                <li key={profession.id}>
                  <button type="submit" name="professionId" value={profession.id} className="chip chip-button">
                    {profession.name}
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        </div>
      ) : null}
      <TrustBlock />
    </section>
  );
}
