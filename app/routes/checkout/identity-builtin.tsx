// /identity/builtin/:sessionId?secret=…: the built-in identity provider's verification page,
// standing in for Stripe's document check offline (decision 0033). Only the customer the
// session was made for, holding its client secret, sees it. They give the document type,
// the name on it, its number (the Dutch passport and identity-card format), their date of
// birth and the expiry date; the provider reports through the same webhook handler as Stripe,
// and our side compares the date of birth and the name with the profile (decision 0068). The
// document number is not stored.
// Shown in the checkout's dialog (embedded=1) or, without JavaScript, as a page of its own
// that returns to the checkout's waiting page.
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import { builtinVerificationSchema, DOCUMENT_TYPES } from "~/domain/checkout/identity-verification";
import { pageMeta } from "~/domain/platform/page-meta";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { formDataOf, notFound, requirePartner } from "~/server/platform/guards.server";
import { handleIdentityWebhook, verificationOfSession } from "~/server/checkout/identity-verification.server";
import { builtinIdentityProvider } from "~/server/providers/identity.server";
import { findVisitor } from "~/server/platform/session.server";

export const meta: MetaFunction = (args) => pageMeta(args, "identityBuiltin");
/** root.tsx leaves out the site's header when the page is shown in the checkout's dialog. */
export const handle = { embeddable: true };

async function openPage(request: Request, sessionId: string | undefined) {
  const provider = builtinIdentityProvider();
  if (!provider || !sessionId) notFound();
  const { partner } = await requirePartner(request);
  const visitor = await findVisitor(request, partner);
  const url = new URL(request.url);
  const secret = url.searchParams.get("secret") ?? "";
  const session = visitor ? await provider.openSession(sessionId, secret, visitor.id) : null;
  const verification = session ? await verificationOfSession(sessionId) : null;
  if (!session || !verification) notFound();
  return { provider, session, verification, embedded: url.searchParams.get("embedded") === "1" };
}

const returnPath = (room: string) => `/checkout/identity-verification?room=${encodeURIComponent(room)}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session, verification, embedded } = await openPage(request, params.sessionId);
  return {
    done: session.status !== "requires_input" || verification.status !== "pending",
    embedded,
    today: todayInAmsterdam(),
    returnPath: returnPath(verification.roomName),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const { provider, session, verification, embedded } = await openPage(request, params.sessionId);
  if (session.status !== "requires_input" || verification.status !== "pending") {
    return embedded ? { done: true as const } : redirect(returnPath(verification.roomName));
  }
  const submission = parseWithZod(form, { schema: builtinVerificationSchema(todayInAmsterdam()) });
  if (submission.status !== "success") return data({ done: false as const, reply: submission.reply() }, { status: 400 });
  const { birth_date: dob, first_name: firstName, last_name: lastName } = submission.value;
  const event = await provider.submit(session.id, { kind: "verified", dob, firstName, lastName });
  const answer = await handleIdentityWebhook(provider, event.rawBody, event.signature);
  if (answer.status !== 200) throw new Response(answer.body, { status: 503 });
  return embedded ? { done: true as const } : redirect(returnPath(verification.roomName));
}

export default function BuiltinIdentityPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("funnel");
  const reply = answer && !answer.done ? answer.reply : undefined;
  const [form, fields] = useForm({
    lastResult: reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: builtinVerificationSchema(page.today) }),
  });
  const done = page.done || answer?.done === true;
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="page identity-builtin" aria-labelledby="builtin-title">
      <h1 id="builtin-title">{t("identity.builtin.title")}</h1>
      {done ? (
        <>
          <p role="status">{t("identity.builtin.done")}</p>
          {page.embedded ? null : (
            <p>
              <Link to={page.returnPath}>{t("identity.builtin.continue")}</Link>
            </p>
          )}
        </>
      ) : (
        <>
          <p className="lead">{t("identity.builtin.intro")}</p>
          <Form method="post" {...getFormProps(form)} className="form-grid">
            <fieldset className="form-field" aria-describedby={fields.document_type.errors ? fields.document_type.errorId : undefined}>
              <legend>{t("identity.builtin.documentType")}</legend>
              {DOCUMENT_TYPES.map((type) => (
                <label key={type} className="radio">
                  <input
                    {...getInputProps(fields.document_type, { type: "radio", value: type })}
                    key={`${fields.document_type.key}-${type}`}
                  />
                  <span>{t(`identity.builtin.documentTypes.${type}`)}</span>
                </label>
              ))}
              <FieldError id={fields.document_type.errorId} errors={fields.document_type.errors} />
            </fieldset>
            <TextField field={fields.first_name} label={t("identity.builtin.firstNames")} autoComplete="given-name" />
            <TextField field={fields.last_name} label={t("identity.builtin.lastName")} autoComplete="family-name" />
            <TextField
              field={fields.document_number}
              label={t("identity.builtin.documentNumber")}
              autoComplete="off"
              hint={t("identity.builtin.documentNumberHint")}
            />
            <TextField field={fields.birth_date} label={t("identity.builtin.birthDate")} type="date" max={page.today} autoComplete="bday" />
            <TextField field={fields.expiry_date} label={t("identity.builtin.expiryDate")} type="date" min={page.today} />
            <div className="form-actions">
              <button type="submit" className="button button-solid" aria-disabled={submitting || undefined}>
                {t("identity.builtin.submit")}
              </button>
              {page.embedded ? null : (
                <Link to={STEP_PATHS.identityVerification} className="button button-text">
                  {t("identity.builtin.cancel")}
                </Link>
              )}
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
