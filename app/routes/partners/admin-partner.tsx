// /admin/partners/:partnerId: a partner's config (spec section 3) for an admin who may manage
// the partner; any other admin gets the same 404 as an unknown id. Checked on the server with
// the shared schema (app/domain/partner-config.ts), errors at the field, typed values kept.
// A save writes only changed fields, drops the partner from the cache and leaves an audit row
// with the old and new values.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, LanguageFields, SelectField } from "~/components/admin/partner-fields";
import { CHANNELS_INTENT, SupportChannelFields } from "~/components/admin/support-channel-fields";
import { PartnerSettingsFields } from "~/components/admin/partner-settings-fields";
import { TrustFields } from "~/components/admin/trust-fields";
import { insurerDetails } from "~/server/platform/trust-details.server";
import { TextField } from "~/components/funnel/form-field";
import { CURRENCIES, PARTNER_FLAGS, partnerConfigSchema, partnerConfigSchemaWith } from "~/domain/partners/partner-config";
import { catalogKnownKey } from "~/server/partners/partner-settings.server";
import { formDataOf } from "~/server/platform/guards.server";
import { config } from "~/server/platform/config.server";
import { formValuesOf, liveSiteUrl, requireManagedPartner, savePartnerConfig } from "~/server/partners/partner-admin.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";
import { channelFormStart, submitChannels } from "~/server/support/support.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminPartner", { name: args.data?.partner.displayName ?? "" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved");
  return {
    partner: { id: partner.id, name: partner.name, isDefault: partner.isDefault, displayName: partner.displayName },
    // A new version after each save: the form starts again from what was stored (trimmed, ordered).
    version: partner.updatedAt.getTime(),
    defaults: formValuesOf(partner),
    liveSite: liveSiteUrl(request, partner),
    insurer: insurerDetails(),
    notice: url.searchParams.has("created")
      ? ("created" as const)
      : saved === "0"
        ? ("unchanged" as const)
        : saved
          ? ("saved" as const)
          : null,
    channels: await channelFormStart(partner),
    channelsNotice:
      url.searchParams.get("channels") === "saved"
        ? ("saved" as const)
        : url.searchParams.get("channels") === "unchanged"
          ? ("unchanged" as const)
          : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  const form = await formDataOf(request);
  // The support channels have their own form on this page (decision 0046).
  if (form.get("intent") === CHANNELS_INTENT) {
    const result = await submitChannels(staff, partner, form);
    if (!result.ok) return data({ channels: result }, { status: 400 });
    return redirect(`/admin/partners/${partner.id}?channels=${result.changed ? "saved" : "unchanged"}#support-channels-title`);
  }
  // The server's check also knows the catalogs: an override must name an existing text.
  // ...and the running environment: http on localhost is a broker return page on a development machine only.
  const development = config.appEnvironment === "development";
  const submission = parseWithZod(form, { schema: partnerConfigSchemaWith({ knownKey: catalogKnownKey, development }) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const changed = await savePartnerConfig(staff, partner, submission.value);
  return redirect(`/admin/partners/${partner.id}?saved=${changed.length}`);
}

export default function AdminPartner() {
  const { partner, version, defaults, liveSite, notice, channels, channelsNotice, insurer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const channelResult = actionData && "channels" in actionData ? actionData.channels : null;
  const lastResult = actionData && !("channels" in actionData) ? actionData : undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("partners");
  const [form, fields] = useForm({
    id: `partner-${partner.id}-${version}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partnerConfigSchema }),
  });
  const hasErrors = lastResult?.status === "error" && Object.keys(lastResult.error ?? {}).length > 0;
  return (
    <section className="page admin-page" aria-labelledby="partner-title">
      <p className="admin-breadcrumb">
        <Link to="/admin/partners">{t("edit.back")}</Link>
      </p>
      <h1 id="partner-title">{t("edit.title", { name: partner.displayName })}</h1>
      <p className="admin-partner-meta">
        {t("edit.hostLabel", { name: partner.name })}
        {partner.isDefault ? ` · ${t("edit.default")}` : null}
      </p>
      <ul className="admin-links">
        <li>
          <a href={liveSite} target="_blank" rel="noopener noreferrer">
            {t("edit.liveSite")}
            <span className="visually-hidden"> {t("edit.newWindow")}</span>
          </a>
        </li>
        <li>
          <Link to={`/admin/partners/${partner.id}/colours`}>{t("edit.colours")}</Link>
        </li>
      </ul>
      {notice ? (
        <p className="notice notice-success" role="status">
          {t(`edit.notices.${notice}`)}
          {notice === "created" ? (
            <>
              {" "}
              {/* Same window: the wizard's last step is seeing the partner's site. */}
              <a href={liveSite}>{t("edit.openSite", { name: partner.displayName })}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {hasErrors ? (
        <p className="form-error-summary" role="alert">
          {t("edit.fixErrors")}
        </p>
      ) : null}

      <Form method="post" {...getFormProps(form)} className="admin-form">
        <fieldset className="admin-fieldset">
          <legend>{t("sections.general")}</legend>
          <TextField field={fields.displayName} label={t("fields.displayName")} />
          <LanguageFields languages={fields.languages} defaultLanguage={fields.defaultLanguage} />
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t("sections.flags")}</legend>
          <div className="checkbox-grid">
            {PARTNER_FLAGS.map((flag) => (
              <CheckboxField key={flag} field={fields[flag]} label={t(`flags.${flag}`)} />
            ))}
          </div>
        </fieldset>

        <PartnerSettingsFields fields={fields} />

        <TrustFields fields={fields} insurer={insurer} />

        <fieldset className="admin-fieldset">
          <legend>{t("sections.support")}</legend>
          <TextField field={fields.supportEmail} label={t("fields.supportEmail")} type="email" />
          <TextField
            field={fields.supportPhoneNumber}
            label={t("fields.supportPhoneNumber")}
            type="tel"
            hint={t("hints.supportPhoneNumber")}
          />
          <TextField field={fields.supportWhatsappUrl} label={t("fields.supportWhatsappUrl")} hint={t("support:console.whatsappHint")} />
          <TextField field={fields.chatWidgetKey} label={t("fields.chatWidgetKey")} hint={t("support:console.chatWidgetKeyHint")} />
          <TextField field={fields.checkinReturnUrl} label={t("fields.checkinReturnUrl")} hint={t("hints.https")} />
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t("sections.brand")}</legend>
          <TextField field={fields.logoPrimary} label={t("fields.logoPrimary")} hint={t("hints.logo")} />
          <TextField field={fields.logoSecondary} label={t("fields.logoSecondary")} hint={t("hints.logo")} />
          <TextField field={fields.fontPrimary} label={t("fields.fontPrimary")} hint={t("hints.font")} />
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t("sections.tracking")}</legend>
          <TextField field={fields.googleTagManagerId} label={t("fields.googleTagManagerId")} hint={t("hints.gtmId")} />
          <TextField field={fields.googleTagManagerCode} label={t("consent:admin.gtmCode")} hint={t("consent:admin.gtmCodeHint")} />
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{t("sections.money")}</legend>
          <SelectField
            field={fields.currency}
            label={t("fields.currency")}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
          <TextField
            field={fields.partnerBankDiscountPercent}
            label={t("fields.partnerBankDiscountPercent")}
            inputMode="numeric"
            hint={t("hints.discount")}
          />
          <TextField field={fields.partnerBankIbanCode} label={t("fields.partnerBankIbanCode")} hint={t("hints.ibanCode")} />
        </fieldset>

        <div className="form-actions">
          <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("edit.save")}
          </button>
        </div>
      </Form>

      <SupportChannelFields
        state={channelResult ?? { rows: channels.rows, errors: [], formError: null }}
        usingDefaults={channels.usingDefaults && !channelResult}
        notice={channelResult ? null : channelsNotice}
      />
    </section>
  );
}
