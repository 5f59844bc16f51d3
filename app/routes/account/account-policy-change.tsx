// Changing a policy (issue 34, decision 0078): the change flow of the product line
// (domain/checkout/flows/policy-change.ts). Step 1: the changeable answers, prefilled, and the
// date the change takes effect (today up to 30 days ahead). Step 2: old and new premium and the
// difference for the rest of the period, then confirm. The server checks and prices both steps
// again; plain forms, so it works without JavaScript. A refused change (a car the insurer does
// not take) says why at the field and changes nothing. Everything the screen needs comes from the
// loader (no field rules in the browser: the customer pages' JavaScript budget).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DateInput } from "~/components/funnel/date-input";
import { FieldError, TextFieldView } from "~/components/funnel/text-field-view";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { pageMeta } from "~/domain/platform/page-meta";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { findOwnPolicy, productName } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { changeForm, changeRefusal, confirmChange, previewChange, type ChangePreview } from "~/server/account/policy-change.server";
import { formDataOf, notFound } from "~/server/platform/guards.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "policy", { name: args.data?.policy.name ?? "" });

async function changeContext(request: Request, policyId: string | undefined) {
  const context = await requireCustomer(request);
  const policy = await findOwnPolicy(context.customer, context.partner, policyId);
  if (!policy) notFound();
  return { ...context, policy };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { policy, partner, language } = await changeContext(request, params.policyId);
  const refusal = await changeRefusal(policy, partner);
  const form = refusal ? null : await changeForm(policy, partner, language);
  return {
    policy: { id: policy.id, number: policy.number, name: productName(policy.product, language), currency: policy.currency },
    refusal,
    form,
    today: todayInAmsterdam(),
  };
}

type ActionResult = { step: "answers" | "review"; preview: ChangePreview; conflict?: boolean };

export async function action({ request, params }: ActionFunctionArgs) {
  const { policy, partner, customer, language } = await changeContext(request, params.policyId);
  const formData = await formDataOf(request);
  const refusal = await changeRefusal(policy, partner);
  if (refusal) return data({ step: "answers", preview: null, refusal } as const, { status: 409 });
  const intent = String(formData.get("intent") ?? "preview");
  if (intent === "confirm") {
    const result = await confirmChange(policy, customer, partner, language, formData, request.signal);
    if (!result) notFound();
    if (result.kind === "done") return redirect(`/user/policies/${policy.id}?changed=${result.status}`);
    if (result.kind === "conflict")
      return data({ step: "answers", preview: null, refusal: "account:change.errors.pending" } as const, { status: 409 });
    return data({ step: "answers", preview: result.preview, refusal: null } as const, { status: 400 });
  }
  const preview = await previewChange(policy, customer, partner, formData, request.signal);
  if (!preview) notFound();
  const ok = Object.keys(preview.errors).length === 0 && preview.decision !== null && preview.decision.kind !== "refused";
  // "Change again" from the review step goes back to the answers as they were typed.
  const step: ActionResult["step"] = ok && intent !== "edit" ? "review" : "answers";
  return data({ step, preview, refusal: null } as const, { status: ok || intent === "edit" ? 200 : 400 });
}

export default function ChangePolicy() {
  const { policy, refusal: refusedOnLoad, form, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const money = (cents: number) => formatMoney(cents, policy.currency);
  const refusal = result?.refusal ?? refusedOnLoad;
  const preview = result?.preview ?? null;
  const values: Record<string, string> = { effectiveDate: today, ...form?.values, ...preview?.values };
  const errors = preview?.errors ?? {};
  const busy = navigation.state === "submitting";

  return (
    <section className="page policy-change" aria-labelledby="change-title">
      <p>
        <Link to={`/user/policies/${policy.id}`}>← {t("cancel.back", { product: policy.name })}</Link>
      </p>
      <h1 id="change-title">{t("change.title", { product: policy.name })}</h1>
      <p className="muted">
        {t("policy.number")}: {policy.number}
      </p>
      {refusal || !form ? (
        <div className="notice" role="alert">
          <p>{t(refusal ?? "account:change.errors.nothingToChange")}</p>
        </div>
      ) : result?.step === "review" && preview ? (
        <>
          <h2>{t("change.reviewTitle")}</h2>
          <dl className="policy-facts change-summary">
            <div>
              <dt>{t("change.effectiveDate")}</dt>
              <dd>{preview.effectiveDate ? formatDate(preview.effectiveDate) : ""}</dd>
            </div>
            <div>
              <dt>{t("change.oldPremium")}</dt>
              <dd>{money(preview.oldMonthlyCents)}</dd>
            </div>
            <div>
              <dt>{t("change.newPremium")}</dt>
              <dd>{money(preview.newMonthlyCents)}</dd>
            </div>
            <div>
              <dt>{t("change.difference", { end: preview.periodEnd ? formatDate(preview.periodEnd) : "" })}</dt>
              <dd className="change-difference">{money(preview.differenceCents)}</dd>
            </div>
          </dl>
          <p>{t(preview.differenceCents < 0 ? "change.creditNote" : "change.chargeNote")}</p>
          {preview.decision?.kind === "review" ? (
            <p className="notice" role="status">
              {t("change.reviewNote")}
            </p>
          ) : null}
          <Form method="post" className="form-grid">
            {Object.entries(preview.values).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div className="form-actions">
              <button type="submit" name="intent" value="confirm" className="button button-solid" disabled={busy}>
                {t("change.confirm")}
              </button>
              <button type="submit" name="intent" value="edit" className="button button-ghost" disabled={busy}>
                {t("change.edit")}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p>{t("change.intro", { min: formatDate(form.window.min), max: formatDate(form.window.max) })}</p>
          {errors.form ? (
            <p className="notice" role="alert">
              {t(errors.form)}
            </p>
          ) : null}
          {preview?.decision?.kind === "refused" ? (
            <div className="notice change-refusal" role="alert">
              {preview.refusal ? (
                <>
                  <p>{t(preview.refusal.key, { ...preview.refusal.values, ns: "underwriting" })}</p>
                  <p className="field-hint">{t("underwriting:code", { code: preview.refusal.code })}</p>
                </>
              ) : null}
              <p>{t("change.refusedNothingChanged")}</p>
            </div>
          ) : null}
          <Form method="post" className="form-grid">
            {form.fields.map((field) =>
              field.input === "address" ? (
                <fieldset key={field.name} className="form-fieldset">
                  <legend>{field.label}</legend>
                  {field.parts.map((name, index) => (
                    <TextFieldView
                      key={name}
                      id={`change-${name}`}
                      name={name}
                      label={t(`change.address.${index}`)}
                      defaultValue={values[name] ?? ""}
                      errors={index === 0 && errors[name] ? [errors[name]] : null}
                      errorId={`change-${name}-error`}
                      autoComplete={index === 0 ? "postal-code" : "off"}
                    />
                  ))}
                </fieldset>
              ) : field.input === "option" ? (
                <div className="form-field" key={field.name}>
                  <label htmlFor={`change-${field.name}`}>{field.label}</label>
                  <select
                    id={`change-${field.name}`}
                    name={field.name}
                    defaultValue={values[field.name] ?? ""}
                    aria-invalid={errors[field.name] ? true : undefined}
                    aria-describedby={errors[field.name] ? `change-${field.name}-error` : undefined}
                  >
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`change-${field.name}-error`} errors={errors[field.name] ? [errors[field.name]!] : null} />
                </div>
              ) : (
                <TextFieldView
                  key={field.name}
                  id={`change-${field.name}`}
                  name={field.name}
                  label={field.label}
                  inputMode={field.input === "money" ? "numeric" : "text"}
                  defaultValue={values[field.name] ?? ""}
                  errors={errors[field.name] ? [errors[field.name]!] : null}
                  errorId={`change-${field.name}-error`}
                />
              ),
            )}
            <DateInput
              id="change-effectiveDate"
              name="effectiveDate"
              legend={t("change.effectiveDate")}
              hint={t("change.effectiveDateHint", { min: formatDate(form.window.min), max: formatDate(form.window.max) })}
              value={values.effectiveDate ?? ""}
              errors={errors.effectiveDate ? [errors.effectiveDate] : null}
            />
            <div className="form-actions">
              <button type="submit" name="intent" value="preview" className="button button-solid" disabled={busy}>
                {t("change.calculate")}
              </button>
              <Link to={`/user/policies/${policy.id}`}>{t("cancel.keep")}</Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
