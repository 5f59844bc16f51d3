// /admin/partners/new: an insurer admin creates a partner (partner admins are refused with
// 403). The name is the host label; the partner starts with the default partner's products,
// so http://<name>.<root domain>/welcome works as soon as it is saved.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageFields } from "~/components/admin/partner-fields";
import { TextField } from "~/components/funnel/form-field";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "~/domain/languages";
import { newPartnerSchema, PARTNER_MESSAGES, PARTNER_NAME_MAX } from "~/domain/partner-config";
import { isInsurerAdmin, type StaffIdentity } from "~/domain/staff";
import { formDataOf } from "~/server/guards.server";
import { createPartner, PartnerNameTakenError } from "~/server/partner-admin.server";
import { requireAdmin } from "~/server/staff-auth.server";
import { pageMeta } from "~/domain/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "adminPartnerNew");

async function requireInsurerAdmin(request: Request): Promise<StaffIdentity> {
  const staff = await requireAdmin(request);
  if (!isInsurerAdmin(staff)) throw data({ error: "forbidden" }, { status: 403 });
  return staff;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const submission = parseWithZod(await formDataOf(request), { schema: newPartnerSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const partner = await createPartner(staff, submission.value);
    return redirect(`/admin/partners/${partner.id}?created=1`);
  } catch (error) {
    if (!(error instanceof PartnerNameTakenError)) throw error;
    return data(submission.reply({ fieldErrors: { name: [PARTNER_MESSAGES.nameTaken] } }), { status: 400 });
  }
}

export default function AdminPartnerNew() {
  useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("partners");
  const [form, fields] = useForm({
    id: "new-partner",
    lastResult,
    defaultValue: { languages: [...SUPPORTED_LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPartnerSchema }),
  });
  return (
    <section className="page admin-page" aria-labelledby="new-partner-title">
      <p className="admin-breadcrumb">
        <Link to="/admin/partners">{t("edit.back")}</Link>
      </p>
      <h1 id="new-partner-title">{t("new.title")}</h1>
      <p>{t("new.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="admin-form">
        <fieldset className="admin-fieldset">
          <legend>{t("sections.general")}</legend>
          <TextField field={fields.name} label={t("fields.name")} hint={t("hints.name", { max: PARTNER_NAME_MAX })} autoComplete="off" />
          <TextField field={fields.displayName} label={t("fields.displayName")} autoComplete="off" />
          <LanguageFields languages={fields.languages} defaultLanguage={fields.defaultLanguage} />
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
