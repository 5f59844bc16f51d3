// Checkout, step "personalise": the formalities, the look-back declarations of spec section 5
// (liability 5 years, police or justice 8, bankruptcy 5, refused or cancelled insurance 8).
// A "yes" does not stop the purchase: the products wait for review (more info needed).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FORMALITIES, type FormalityKey } from "~/domain/underwriting";
import { saveFormalities } from "~/server/checkout.server";
import { requireCheckout } from "~/server/checkout-flow.server";
import { formDataOf } from "~/server/guards.server";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/page-meta";

export const handle: FunnelHandle = { step: "personalise" };
export const meta: MetaFunction = (args) => pageMeta(args, "formalities");

export async function loader({ request }: LoaderFunctionArgs) {
  const { checkout } = await requireCheckout(request);
  return { saved: checkout.formalities };
}

export async function action({ request }: ActionFunctionArgs) {
  const { visitor, checkout } = await requireCheckout(request);
  const form = await formDataOf(request);
  const answers = {} as Record<FormalityKey, boolean>;
  const errors: Partial<Record<FormalityKey, string>> = {};
  const values: Record<string, string> = {};
  for (const { key } of FORMALITIES) {
    const value = form.get(key);
    values[key] = typeof value === "string" ? value : "";
    if (value === "yes" || value === "no") answers[key] = value === "yes";
    else errors[key] = "validations:required";
  }
  if (Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 });
  await saveFormalities(visitor, checkout.id, answers);
  return redirect("/checkout/payment");
}

export default function CheckoutFormalities() {
  const { saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  return (
    <section className="page" aria-labelledby="formalities-title">
      <h1 id="formalities-title">{t("formalities.title")}</h1>
      <p className="lead">{t("formalities.intro")}</p>
      <Form method="post" noValidate>
        {FORMALITIES.map(({ key, years }) => {
          const error = actionData?.errors[key];
          const value = actionData?.values[key] ?? (saved ? (saved[key] ? "yes" : "no") : "");
          return (
            <fieldset key={key} className="question" aria-invalid={error ? true : undefined} aria-describedby={error ? `${key}-error` : undefined}>
              <legend className="question-title">{t(`formalities.${key}`, { years })}</legend>
              <div className="question-options">
                {(["no", "yes"] as const).map((option) => (
                  <label key={option} className="question-option">
                    <input type="radio" name={key} value={option} defaultChecked={value === option} required />
                    <span>{t(`common.${option}`)}</span>
                  </label>
                ))}
              </div>
              {error ? (
                <p id={`${key}-error`} className="field-error">
                  {tAll(error)}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className="form-actions">
          <button type="submit" className="button button-solid">
            {t("common.continue")}
          </button>
        </div>
      </Form>
    </section>
  );
}
