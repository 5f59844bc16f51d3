// /admin/partners/new: an insurer admin creates a partner in one short form (issue 17 point 4):
// host label, display name, languages, a logo (SVG or PNG, checked and sanitised), one brand
// colour the full palette is derived from, and optionally the e-mail address of the partner's
// admin, who is mailed a link to choose a password. Partner admins are refused with 403. The
// partner starts with the default partner's products, so http://<name>.<root domain>/welcome
// works, branded, as soon as it is saved. Without JavaScript the form works the same (multipart).
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageFields } from "~/components/admin/partner-fields";
import { TextField } from "~/components/funnel/form-field";
import { FieldError } from "~/components/funnel/text-field-view";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "~/domain/platform/languages";
import { checkLogoUpload, LOGO_ACCEPT, LOGO_MESSAGES } from "~/domain/partners/logo-upload";
import { LOGO_MAX_BYTES } from "~/domain/platform/request-limits";
import { pageMeta } from "~/domain/platform/page-meta";
import { DEFAULT_BRAND_COLOUR, newPartnerSchema, PARTNER_MESSAGES } from "~/domain/partners/partner-config";
import { PARTNER_NAME_MAX } from "~/domain/platform/partner-host";
import { normaliseHex } from "~/domain/partners/theme/colour-editor";
import { VALIDATION_MESSAGES } from "~/domain/platform/field-checks";
import { formDataOf } from "~/server/platform/guards.server";
import {
  AdminEmailTakenError,
  createPartner,
  PartnerNameTakenError,
  takenNewPartnerFields,
  type NewPartnerLogo,
} from "~/server/partners/partner-admin.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";
import { readUploadForm } from "~/server/platform/uploads.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminPartnerNew");

const LOGO_FIELD = "logo";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  return null;
}

/** The form's fields and its logo, if any: multipart as the page posts it, or a plain form (no logo). */
async function readForm(request: Request): Promise<{ fields: FormData; logo: File | null; fieldErrors: Record<string, string[]> }> {
  if (!/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? ""))
    return { fields: await formDataOf(request), logo: null, fieldErrors: {} };
  const upload = await readUploadForm(request, LOGO_FIELD, { maxBytes: LOGO_MAX_BYTES, maxFiles: 1 });
  upload.fields.delete("__intent__"); // no form intents here; a forged one is not parsed
  const fieldErrors: Record<string, string[]> = {};
  if (upload.oversized.length > 0) fieldErrors[LOGO_FIELD] = [LOGO_MESSAGES.tooLarge];
  else if (upload.tooMany) fieldErrors[LOGO_FIELD] = [LOGO_MESSAGES.type];
  for (const field of upload.overlongFields) fieldErrors[field] = [VALIDATION_MESSAGES.tooLong];
  return { fields: upload.fields, logo: upload.files[0] ?? null, fieldErrors };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const form = await readForm(request);
  const submission = parseWithZod(form.fields, { schema: newPartnerSchema });
  const fieldErrors = { ...form.fieldErrors };
  let logo: NewPartnerLogo | null = null;
  if (form.logo && !fieldErrors[LOGO_FIELD]) {
    const verdict = checkLogoUpload(new Uint8Array(await form.logo.arrayBuffer()));
    if (verdict.ok) logo = { mimeType: verdict.mimeType, extension: verdict.extension, bytes: verdict.bytes };
    else fieldErrors[LOGO_FIELD] = [verdict.message];
  }
  const formErrors = submission.status === "success" ? {} : (submission.error ?? {});
  // Taken values are reported with the rest, as long as their own format is right.
  const typed = (field: string) =>
    formErrors[field]
      ? null
      : String(form.fields.get(field) ?? "")
          .trim()
          .toLowerCase() || null;
  const taken = await takenNewPartnerFields(typed("name"), typed("adminEmail"));
  if (taken.name) fieldErrors.name = [PARTNER_MESSAGES.nameTaken];
  if (taken.adminEmail) fieldErrors.adminEmail = [PARTNER_MESSAGES.adminEmailTaken];
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
    const errors = { ...formErrors, ...fieldErrors } as Record<string, string[]>;
    return data(submission.reply({ fieldErrors: errors }), { status: 400 });
  }
  try {
    const partner = await createPartner(staff, submission.value, { logo, request });
    return redirect(`/admin/partners/${partner.id}?created=1`);
  } catch (error) {
    if (error instanceof PartnerNameTakenError)
      return data(submission.reply({ fieldErrors: { name: [PARTNER_MESSAGES.nameTaken] } }), { status: 400 });
    if (error instanceof AdminEmailTakenError)
      return data(submission.reply({ fieldErrors: { adminEmail: [PARTNER_MESSAGES.adminEmailTaken] } }), { status: 400 });
    throw error;
  }
}

/** The brand colour as text (works without JavaScript) and, once the page runs, a colour picker beside it. */
function BrandColourField({ field, onPick }: { field: FieldMetadata<string | undefined | null>; onPick: (value: string) => void }) {
  const { t } = useTranslation("partners");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const props = getInputProps(field as FieldMetadata<string>, { type: "text", ariaAttributes: true });
  const hintId = `${field.id}-hint`;
  const current = normaliseHex(field.value) ?? DEFAULT_BRAND_COLOUR;
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{t("fields.brandColour")}</label>
      <p id={hintId} className="field-hint">
        {t("hints.brandColour")}
      </p>
      <div className="brand-colour-inputs" style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
        <input
          {...props}
          key={props.key}
          autoComplete="off"
          spellCheck={false}
          size={9}
          aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ")}
        />
        {hydrated ? (
          <>
            <label htmlFor={`${field.id}-picker`} className="visually-hidden">
              {t("fields.brandColourPicker")}
            </label>
            <input id={`${field.id}-picker`} type="color" value={current} onChange={(event) => onPick(event.currentTarget.value)} />
          </>
        ) : null}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function LogoField({ field, chooseAgain }: { field: FieldMetadata<unknown>; chooseAgain: boolean }) {
  const { t } = useTranslation("partners");
  const hintId = `${field.id}-hint`;
  const againId = `${field.id}-again`;
  const invalid = field.errors && field.errors.length > 0 ? true : undefined;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{t("fields.logo")}</label>
      <p id={hintId} className="field-hint">
        {t("hints.logoUpload", { max: "1 MB" })}
      </p>
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={LOGO_ACCEPT}
        aria-invalid={invalid}
        aria-describedby={[hintId, chooseAgain ? againId : null, invalid ? field.errorId : null].filter(Boolean).join(" ")}
      />
      {chooseAgain ? (
        <p id={againId} className="field-hint">
          {t("hints.logoAgain")}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export default function AdminPartnerNew() {
  useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("partners");
  const [form, fields] = useForm({
    id: "new-partner",
    lastResult,
    defaultValue: { languages: [...SUPPORTED_LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE, brandColour: DEFAULT_BRAND_COLOUR },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPartnerSchema }),
  });
  const hasErrors = lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).length > 0;
  return (
    <section className="page admin-page" aria-labelledby="new-partner-title">
      <p className="admin-breadcrumb">
        <Link to="/admin/partners">{t("edit.back")}</Link>
      </p>
      <h1 id="new-partner-title">{t("new.title")}</h1>
      <p>{t("new.intro")}</p>
      {hasErrors ? (
        <p className="form-error-summary" role="alert">
          {t("new.fixErrors")}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="admin-form">
        <fieldset className="admin-fieldset">
          <legend>{t("sections.general")}</legend>
          <TextField field={fields.name} label={t("fields.name")} hint={t("hints.name", { max: PARTNER_NAME_MAX })} autoComplete="off" />
          <TextField field={fields.displayName} label={t("fields.displayName")} autoComplete="off" />
          <LanguageFields languages={fields.languages} defaultLanguage={fields.defaultLanguage} />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t("new.sections.brand")}</legend>
          {/* The logo is no part of the schema (a file, checked on the server only): its metadata by name. */}
          <LogoField field={(fields as unknown as Record<string, FieldMetadata<unknown>>)[LOGO_FIELD]!} chooseAgain={hasErrors} />
          <BrandColourField field={fields.brandColour} onPick={(value) => form.update({ name: fields.brandColour.name, value })} />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t("new.sections.admin")}</legend>
          <TextField
            field={fields.adminEmail}
            label={t("fields.adminEmail")}
            hint={t("hints.adminEmail")}
            type="email"
            autoComplete="off"
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("new.submit")}
          </button>
          <Link to="/admin/partners" className="button button-ghost">
            {t("new.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
