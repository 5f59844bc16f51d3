import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePartner } from "~/server/guards.server";
import { listProfessions } from "~/server/professions.server";
import { pageMeta } from "~/domain/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "welcome");

const WELCOME_PROFESSIONS = 8;

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const professions = partner.config.hideProfessionsOnWelcomeScreen
    ? []
    : await listProfessions(language, WELCOME_PROFESSIONS);
  // A failed signed partner link lands here (spec section 4).
  const invalidLink = new URL(request.url).searchParams.get("error") === "invalid_link";
  return { displayName: partner.config.displayName, professions, invalidLink };
}

export default function Welcome() {
  const { displayName, professions, invalidLink } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page welcome" aria-labelledby="welcome-title">
      {invalidLink ? (
        <div className="notice notice-warning" role="alert">
          <strong>{t("auth:invalidLink.title")}</strong> {t("auth:invalidLink.body")}
        </div>
      ) : null}
      <div className="welcome-hero">
        <div>
          <h1 id="welcome-title">{t("welcome.title", { name: displayName })}</h1>
          <p className="lead">{t("welcome.intro")}</p>
          <Link className="button button-solid" to="/profession">
            {t("welcome.cta")}
          </Link>
        </div>
        <ul className="promise-list">
          <li>{t("welcome.promises.calculate")}</li>
          <li>{t("welcome.promises.insured")}</li>
          <li>{t("welcome.promises.aov")}</li>
        </ul>
      </div>
      {professions.length > 0 ? (
        <div className="welcome-professions">
          <h2>{t("welcome.professionsTitle")}</h2>
          {/* Choosing one here skips the profession page: straight on to the products. */}
          <Form method="post" action="/profession">
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
    </section>
  );
}
