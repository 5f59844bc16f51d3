// /admin/policy-changes (insurer admins only; decisions 0078, 0079): changes that raise the risk
// wait here for an underwriter (accept or decline); the renewals of the coming month, each of
// which can be held; and any policy's history by its number. Plain form posts, audited.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { formatDateTime } from "~/domain/platform/date-time-format";
import { pageMeta } from "~/domain/platform/page-meta";
import {
  announceDueRenewals,
  comingRenewals,
  decideChange,
  holdRenewal,
  staffPolicyHistory,
  waitingChanges,
} from "~/server/account/policy-admin.server";
import { formDataOf } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminReview");

const DONE = ["accepted", "declined", "held", "released", "alreadyDecided"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const { language } = await getRequestContext(request);
  const url = new URL(request.url);
  // Renewals whose notice is due are announced before the list is read (also done by the daily run).
  await announceDueRenewals();
  const number = url.searchParams.get("policy")?.trim() ?? "";
  const [changes, renewals, history] = await Promise.all([
    waitingChanges(language),
    comingRenewals(language),
    number ? staffPolicyHistory(number, language) : Promise.resolve(null),
  ]);
  const done = url.searchParams.get("done");
  return {
    changes: changes.map((change) => ({ ...change, due: change.dueAt ? formatDateTime(new Date(change.dueAt)).slice(0, 16) : "" })),
    renewals,
    number,
    history,
    done: (DONE as readonly string[]).includes(done ?? "") ? done : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const form = await formDataOf(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("versionId") ?? "").slice(0, 64);
  let outcome;
  if (intent === "accept" || intent === "decline") outcome = await decideChange(staff, id, intent === "accept" ? "accepted" : "declined");
  else if (intent === "hold" || intent === "release") outcome = await holdRenewal(staff, id, intent === "hold");
  else return data({ error: "unknown" }, { status: 400 });
  if (outcome === "notFound") throw data({ status: 404 }, { status: 404 });
  const done =
    outcome === "alreadyDecided"
      ? "alreadyDecided"
      : { accept: "accepted", decline: "declined", hold: "held", release: "released" }[intent];
  return redirect(`/admin/policy-changes?done=${done}`, { status: 303 });
}

export default function AdminPolicyChanges() {
  const { changes, renewals, number, history, done } = useLoaderData<typeof loader>();
  const { t } = useTranslation("billing");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="page admin-page" aria-labelledby="changes-title">
      <h1 id="changes-title">{t("policyChanges.title")}</h1>
      {done ? (
        <p className="notice" role="status">
          {t(`policyChanges.done.${done}`)}
        </p>
      ) : null}

      <h2 id="changes-waiting">{t("policyChanges.waiting")}</h2>
      {changes.length === 0 ? (
        <p className="muted">{t("policyChanges.noneWaiting")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table" aria-labelledby="changes-waiting">
            <thead>
              <tr>
                <th scope="col">{t("policyChanges.columns.policy")}</th>
                <th scope="col">{t("policyChanges.columns.customer")}</th>
                <th scope="col">{t("policyChanges.columns.change")}</th>
                <th scope="col">{t("policyChanges.columns.from")}</th>
                <th scope="col">{t("policyChanges.columns.premium")}</th>
                <th scope="col">{t("policyChanges.columns.due")}</th>
                <th scope="col">{t("policyChanges.columns.decision")}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <th scope="row">
                    {change.number}
                    <span className="table-muted"> {change.product}</span>
                  </th>
                  <td>
                    {change.customer}
                    <span className="table-muted"> {change.partner}</span>
                  </td>
                  <td>{change.fields.join(", ")}</td>
                  <td>{formatDate(change.effectiveFrom)}</td>
                  <td>
                    {formatMoney(change.oldCents, change.currency)} → {formatMoney(change.newCents, change.currency)}
                  </td>
                  <td>{change.due}</td>
                  <td>
                    <Form method="post" className="inline-actions">
                      <input type="hidden" name="versionId" value={change.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="accept"
                        className="button button-solid"
                        disabled={busy}
                        aria-label={t("policyChanges.acceptLabel", { number: change.number })}
                      >
                        {t("policyChanges.accept")}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="decline"
                        className="button button-ghost"
                        disabled={busy}
                        aria-label={t("policyChanges.declineLabel", { number: change.number })}
                      >
                        {t("policyChanges.decline")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 id="renewals-coming">{t("policyChanges.renewals")}</h2>
      {renewals.length === 0 ? (
        <p className="muted">{t("policyChanges.noRenewals")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table" aria-labelledby="renewals-coming">
            <thead>
              <tr>
                <th scope="col">{t("policyChanges.columns.policy")}</th>
                <th scope="col">{t("policyChanges.columns.customer")}</th>
                <th scope="col">{t("policyChanges.columns.anniversary")}</th>
                <th scope="col">{t("policyChanges.columns.premium")}</th>
                <th scope="col">{t("policyChanges.columns.decision")}</th>
              </tr>
            </thead>
            <tbody>
              {renewals.map((renewal) => (
                <tr key={renewal.id}>
                  <th scope="row">
                    {renewal.number}
                    <span className="table-muted"> {renewal.product}</span>
                  </th>
                  <td>
                    {renewal.customer}
                    <span className="table-muted"> {renewal.partner}</span>
                  </td>
                  <td>{formatDate(renewal.anniversary)}</td>
                  <td>
                    {formatMoney(renewal.oldCents, renewal.currency)} → {formatMoney(renewal.newCents, renewal.currency)}
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="versionId" value={renewal.id} />
                      {renewal.held ? <span>{t("policyChanges.held")} </span> : null}
                      <button
                        type="submit"
                        name="intent"
                        value={renewal.held ? "release" : "hold"}
                        className="button button-ghost"
                        disabled={busy}
                        aria-label={t(renewal.held ? "policyChanges.releaseLabel" : "policyChanges.holdLabel", { number: renewal.number })}
                      >
                        {t(renewal.held ? "policyChanges.release" : "policyChanges.hold")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 id="policy-history">{t("policyChanges.history")}</h2>
      <Form method="get" className="form-grid">
        <div className="form-field">
          <label htmlFor="history-policy">{t("policyChanges.policyNumber")}</label>
          <input id="history-policy" name="policy" defaultValue={number} maxLength={64} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-ghost">
            {t("policyChanges.show")}
          </button>
        </div>
      </Form>
      {number && !history ? <p role="alert">{t("policyChanges.notFound")}</p> : null}
      {history ? (
        <div className="table-scroll">
          <table className="admin-table">
            <caption>
              {history.number} · {history.product} · {history.customer} · {history.partner}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("policyChanges.columns.version")}</th>
                <th scope="col">{t("policyChanges.columns.reason")}</th>
                <th scope="col">{t("policyChanges.columns.from")}</th>
                <th scope="col">{t("policyChanges.columns.to")}</th>
                <th scope="col">{t("policyChanges.columns.premium")}</th>
                <th scope="col">{t("policyChanges.columns.difference")}</th>
              </tr>
            </thead>
            <tbody>
              {history.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row">{version.version}</th>
                  <td>
                    {version.reason} · {version.status}
                    {version.fields.length > 0 ? ` (${version.fields.join(", ")})` : ""}
                  </td>
                  <td>{formatDate(version.effectiveFrom)}</td>
                  <td>{version.effectiveTo ? formatDate(version.effectiveTo) : ""}</td>
                  <td>{formatMoney(version.grossMonthlyCents, history.currency)}</td>
                  <td>{formatMoney(version.differenceCents, history.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
