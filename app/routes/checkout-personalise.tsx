// Checkout, step "personalise": the person (first and last name, birth date, phone, e-mail).
// Validated on the server with the shared schema (and in the browser with the same one). An
// e-mail that already has an account offers a link to /sign-in.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import { formatPhoneNumber, personFormSchema } from "~/domain/validation";
import { requireCheckout } from "~/server/checkout-flow.server";
import { formDataOf } from "~/server/guards.server";
import { db } from "~/server/db.server";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/page-meta";

export const handle: FunnelHandle = { step: "personalise" };
export const meta: MetaFunction = (args) => pageMeta(args, "personalise");

export async function loader({ request }: LoaderFunctionArgs) {
  const { visitor, today } = await requireCheckout(request);
  const user = await db.user.findUniqueOrThrow({
    where: { id: visitor.id },
    select: { firstName: true, lastName: true, birthDate: true, phoneNumber: true, email: true },
  });
  // Stored in E.164; shown as a person writes it.
  return { today, defaults: { ...user, phoneNumber: user.phoneNumber && formatPhoneNumber(user.phoneNumber) } };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, visitor, today } = await requireCheckout(request);
  const submission = parseWithZod(await formDataOf(request), { schema: personFormSchema(today) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const person = submission.value;
  const owner = await db.user.findFirst({
    where: { partnerId: partner.config.id, email: person.email, id: { not: visitor.id } },
    select: { id: true, isGuest: true },
  });
  if (owner && !owner.isGuest) {
    return data(submission.reply({ fieldErrors: { email: ["validations:emailExists"] } }), { status: 400 });
  }
  await db.$transaction(async (tx) => {
    // An abandoned guest profile with this address (nothing bought) gives it up.
    if (owner) await tx.user.update({ where: { id: owner.id }, data: { email: null } });
    await tx.user.update({ where: { id: visitor.id }, data: person });
  });
  return redirect("/checkout/company");
}

export default function CheckoutPersonalise() {
  const { today, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("funnel");
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personFormSchema(today) }),
  });
  const emailExists = fields.email.errors?.includes("validations:emailExists");
  return (
    <section className="page" aria-labelledby="personalise-title">
      <h1 id="personalise-title">{t("personalise.title")}</h1>
      <Form method="post" {...getFormProps(form)} className="form-grid">
        <TextField field={fields.firstName} label={t("personalise.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("personalise.lastName")} autoComplete="family-name" />
        <TextField field={fields.birthDate} label={t("personalise.birthDate")} type="date" autoComplete="bday" max={today} />
        <TextField field={fields.phoneNumber} label={t("personalise.phoneNumber")} type="tel" autoComplete="tel" />
        <TextField
          field={fields.email}
          label={t("personalise.email")}
          type="email"
          autoComplete="email"
          extraError={
            emailExists ? (
              <>
                {" "}
                <Link to="/sign-in">{t("personalise.signIn")}</Link>
              </>
            ) : undefined
          }
        />
        <div className="form-actions">
          <button type="submit" className="button button-solid">
            {t("common.continue")}
          </button>
        </div>
      </Form>
    </section>
  );
}
