// Profession choice (spec section 2): search as you type over the professions, or describe
// the work in your own words. Skipped when the profile has one or the partner hides the page
// (?change=1 comes back to change it). The choice filters which products are offered.
import type { SharedPageHandle } from "~/domain/platform/page-cache";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { funnelPath, insuranceFlowFor, withPassedOnQuery } from "~/domain/platform/navigation";
import { searchProfessions } from "~/domain/catalogue/profession-search";
import { professionSelectEvent, searchEvent } from "~/domain/platform/analytics";
import { AnalyticsEvents } from "~/components/funnel/analytics";
import { analyticsFlashHeader } from "~/server/checkout/analytics-flash.server";
import { requirePartner, formDataOf } from "~/server/platform/guards.server";
import { allProfessionNames, professionExists, professionSuggestions, setVisitorProfession } from "~/server/catalogue/professions.server";
import { ensureVisitor, findVisitor } from "~/server/platform/session.server";
import type { FunnelHandle } from "../checkout/funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";

// The same HTML for every visitor without cookies: the page cache may keep it (decision 0054).
export const handle: FunnelHandle & SharedPageHandle = { step: "insurance", sharedPage: true };
export const meta: MetaFunction = (args) => pageMeta(args, "profession");

/** After the profession: the variant's products, or straight into the check-in (which compares by profession). */
function nextPath(url: URL): string {
  const flow = insuranceFlowFor(url);
  if (flow === "checkin") return withPassedOnQuery(funnelPath("checkin", "checkout"), url.searchParams);
  const next = funnelPath(flow, "products");
  const gl = url.searchParams.get("_gl");
  return gl ? `${next}?_gl=${encodeURIComponent(gl)}` : next;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const url = new URL(request.url);
  const visitor = await findVisitor(request, partner);
  const changing = url.searchParams.get("change") === "1";
  if (partner.config.hideProfessionPage || (visitor?.professionId && !changing)) throw redirect(nextPath(url));
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const professions = await allProfessionNames(language);
  const gl = url.searchParams.get("_gl");
  // A variant chosen by the query flag keeps it through the search (the calculator's is in the path).
  const flowFlag = url.searchParams.get("flow") === "checkin" ? "checkin" : null;
  const results = searchProfessions(professions, query).map(({ id, name }) => ({ id, name }));
  return {
    query,
    gl,
    flowFlag,
    currentProfessionId: visitor?.professionId ?? null,
    results,
    // The search's length and yield, never its words (decision 0050).
    analytics: query.trim() ? [searchEvent("profession", query, results.length)] : [],
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const form = await formDataOf(request);
  const url = new URL(request.url);
  const intent = form.get("intent");
  if (intent === "describe" || intent === "suggest") {
    const description = String(form.get("description") ?? "").trim();
    if (description.length < 3) return data({ errors: { description: "validations:required" }, description }, { status: 400 });
    if (description.length > 500)
      return data({ errors: { description: "validations:tooLong" }, description: description.slice(0, 5_000) }, { status: 400 });
    // The assistant suggests professions for the description; choosing one posts professionId below.
    if (intent === "suggest") {
      return { errors: null, description, suggestions: await professionSuggestions(description, language) };
    }
    const { visitor, headers } = await ensureVisitor(request, partner);
    await setVisitorProfession(visitor.id, { description });
    headers.append("Set-Cookie", await analyticsFlashHeader([professionSelectEvent({ described: true })]));
    throw redirect(nextPath(url), { headers });
  }
  const professionId = String(form.get("professionId") ?? "");
  if (!(await professionExists(professionId)))
    return data({ errors: { professionId: "validations:required" }, description: "" }, { status: 400 });
  const { visitor, headers } = await ensureVisitor(request, partner);
  await setVisitorProfession(visitor.id, { professionId });
  headers.append("Set-Cookie", await analyticsFlashHeader([professionSelectEvent({ professionId })]));
  // Items the new profession can not have drop out of the cart.
  throw redirect(nextPath(url), { headers });
}

export default function ProfessionPage() {
  const { query, gl, flowFlag, currentProfessionId, results, analytics } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("funnel");
  const { t: tv } = useTranslation("validations");
  const { t: ta } = useTranslation("assistant");
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/profession";
  const errors: { description?: string; professionId?: string } | null = actionData?.errors ?? null;
  const describeError = errors?.description ?? null;
  const suggestions = actionData && "suggestions" in actionData ? actionData.suggestions : null;

  return (
    <section className="page profession" aria-labelledby="profession-title">
      <h1 id="profession-title">{t("profession.title")}</h1>
      <p className="lead">{t("profession.intro")}</p>
      <Form method="get" role="search" className="profession-search" aria-label={t("profession.searchLabel")}>
        {/* A GET form replaces the query string: carry the cross-domain tracking id along. */}
        {gl ? <input type="hidden" name="_gl" value={gl} /> : null}
        {flowFlag ? <input type="hidden" name="flow" value={flowFlag} /> : null}
        <label htmlFor="profession-query">{t("profession.searchLabel")}</label>
        <div className="inline-field">
          <input
            id="profession-query"
            name="q"
            type="search"
            defaultValue={query}
            autoComplete="off"
            placeholder={t("profession.searchPlaceholder")}
            onChange={(event) => {
              const form = event.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 150);
            }}
          />
          <button type="submit" className="button button-ghost">
            {t("profession.search")}
          </button>
        </div>
      </Form>
      <div aria-live="polite" aria-busy={searching}>
        {query && results.length === 0 ? <p className="profession-empty-text">{t("profession.noResults", { query })}</p> : null}
        {results.length > 0 ? (
          <Form method="post" className="profession-results">
            <p id="profession-results-label">{t("profession.resultsLabel", { count: results.length })}</p>
            <ul aria-labelledby="profession-results-label">
              {results.map((profession) => (
                <li key={profession.id}>
                  <button
                    type="submit"
                    name="professionId"
                    value={profession.id}
                    className="profession-result"
                    aria-current={profession.id === currentProfessionId ? "true" : undefined}
                  >
                    <Highlighted text={profession.name} query={query} />
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        ) : null}
      </div>
      <details className="profession-describe" open={!!describeError || !!suggestions || (query !== "" && results.length === 0)}>
        <summary>{t("profession.notListed")}</summary>
        <Form method="post">
          <p className="hint">{ta("profession.assistantHint")}</p>
          <label htmlFor="profession-description">{t("profession.describeLabel")}</label>
          <textarea
            id="profession-description"
            name="description"
            rows={3}
            defaultValue={actionData?.description ?? ""}
            aria-invalid={describeError ? true : undefined}
            aria-describedby={describeError ? "profession-description-error" : undefined}
          />
          {describeError ? (
            <p id="profession-description-error" className="field-error">
              {tv(describeError.replace("validations:", ""))}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" name="intent" value="suggest" className="button button-solid">
              {ta("profession.suggest")}
            </button>
            <button type="submit" name="intent" value="describe" className="button button-ghost">
              {t("profession.describeSubmit")}
            </button>
          </div>
        </Form>
        <ProfessionSuggestions suggestions={suggestions} currentProfessionId={currentProfessionId} />
      </details>
      <AnalyticsEvents events={analytics} />
    </section>
  );
}

/** The assistant's suggested professions: choosing one continues as choosing a search result does. */
function ProfessionSuggestions({
  suggestions,
  currentProfessionId,
}: {
  suggestions: { id: string; name: string }[] | null;
  currentProfessionId: string | null;
}) {
  const { t } = useTranslation("assistant");
  if (!suggestions) return null;
  return (
    <div role="status" aria-live="polite">
      {suggestions.length === 0 ? (
        <p>{t("profession.noSuggestions")}</p>
      ) : (
        <Form method="post" className="profession-results profession-suggestions">
          <p id="profession-suggestions-label">{t("profession.suggestionsLabel")}</p>
          <ul aria-labelledby="profession-suggestions-label">
            {suggestions.map((profession) => (
              <li key={profession.id}>
                <button
                  type="submit"
                  name="professionId"
                  value={profession.id}
                  className="profession-result"
                  aria-current={profession.id === currentProfessionId ? "true" : undefined}
                >
                  {profession.name}
                </button>
              </li>
            ))}
          </ul>
        </Form>
      )}
    </div>
  );
}

/** The name with the first place it matches the search marked (the profession-result-highlight colour). */
function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLocaleLowerCase();
  const at = needle ? text.toLocaleLowerCase().indexOf(needle) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}
