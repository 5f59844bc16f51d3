// /admin/flags/:flagId: an insurer admin changes or deletes a feature flag (decision 0049). Key
// and environment stay; refused input comes back at its fields with everything typed. Changes
// are audited (flag_updated, flag_deleted) with old and new values.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FlagForm } from "~/components/admin/flag-form";
import { flagInputOf, type FlagErrors, type FlagInput } from "~/domain/staff/feature-flags";
import { pageMeta } from "~/domain/platform/page-meta";
import { deleteFlag, flagById, formInputOf, saveFlag } from "~/server/staff/feature-flags.server";
import { formDataOf } from "~/server/platform/guards.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminFlag", { name: args.data?.flag.key ?? "" });

const notFound = () => data({ error: "notFound" }, { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const flag = await flagById(params.flagId ?? "");
  if (!flag) throw notFound();
  return { flag: { id: flag.id, key: flag.key, environment: flag.environment }, values: await formInputOf(flag) };
}

type Refusal = { errors: FlagErrors; values: FlagInput };

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const form = await formDataOf(request);
  const flag = await flagById(params.flagId ?? "");
  if (!flag) throw notFound();
  const back = `/admin/flags?environment=${flag.environment}`;
  if (form.get("intent") === "delete") {
    await deleteFlag(staff, flag);
    return redirect(`${back}&deleted=${encodeURIComponent(flag.key)}`);
  }
  const input = flagInputOf(form);
  const result = await saveFlag(staff, input, flag);
  if (!result.ok) return data({ errors: result.errors, values: input } satisfies Refusal, { status: 400 });
  return redirect(`${back}&saved=${encodeURIComponent(flag.key)}`);
}

export default function AdminFlag() {
  const { flag, values } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as Refusal | undefined;
  const { t } = useTranslation("flags");
  const back = `/admin/flags?environment=${flag.environment}`;
  return (
    <section className="page admin-page" aria-labelledby="flag-title">
      <p className="admin-breadcrumb">
        <Link to={back}>{t("title")}</Link>
      </p>
      <h1 id="flag-title">{t("editTitle", { key: flag.key, environment: t(`environments.${flag.environment}`) })}</h1>
      <FlagForm
        values={refusal ? { ...refusal.values, key: flag.key, environment: flag.environment } : values}
        errors={refusal?.errors ?? {}}
        fixed
        cancelTo={back}
      />
      <Form method="post" className="form-actions">
        <button type="submit" name="intent" value="delete" className="button button-ghost">
          {t("delete")}
        </button>
      </Form>
    </section>
  );
}
