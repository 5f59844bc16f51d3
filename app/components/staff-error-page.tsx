import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The staff areas' refusal (403), not-found (404) or failure, said plainly in their own words. */
export function StaffErrorPage({ namespace }: { namespace: "admin" | "broker" }) {
  const error = useRouteError();
  const { t } = useTranslation(namespace);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? "forbidden" : status === 404 ? "notFound" : "failed";
  return (
    <section className="page" aria-labelledby="staff-error-title">
      <h1 id="staff-error-title">{t(`errors.${key}.title`)}</h1>
      <p>{t(`errors.${key}.body`)}</p>
    </section>
  );
}
