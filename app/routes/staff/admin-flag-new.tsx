// /admin/flags/new: an insurer admin makes a feature flag in one environment (decision 0049).
// Refused input comes back at its fields with everything typed; a save is audited (flag_created).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FlagForm } from "~/components/admin/flag-form";
import { flagInputOf, isFlagEnvironment, type FlagErrors, type FlagInput } from "~/domain/staff/feature-flags";
import { pageMeta } from "~/domain/platform/page-meta";
import { config } from "~/server/platform/config.server";
import { saveFlag } from "~/server/staff/feature-flags.server";
import { formDataOf } from "~/server/platform/guards.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminFlagNew");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const asked = new URL(request.url).searchParams.get("environment");
  return { environment: isFlagEnvironment(asked) ? asked : config.appEnvironment };
}

type Refusal = { errors: FlagErrors; values: FlagInput };

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const input = flagInputOf(await formDataOf(request));
  const result = await saveFlag(staff, input, null);
  if (!result.ok) return data({ errors: result.errors, values: input } satisfies Refusal, { status: 400 });
  return redirect(`/admin/flags?environment=${result.flag.environment}&saved=${encodeURIComponent(result.flag.key)}`);
}

export default function AdminFlagNew() {
  const { environment } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as Refusal | undefined;
  const { t } = useTranslation("flags");
  const empty: FlagInput = {
    key: "",
    environment,
    active: "",
    includePartners: "",
    excludePartners: "",
    includeUsers: "",
    excludeUsers: "",
    extra: "",
  };
  return (
    <section className="page admin-page" aria-labelledby="flag-new-title">
      <p className="admin-breadcrumb">
        <Link to={`/admin/flags?environment=${environment}`}>{t("title")}</Link>
      </p>
      <h1 id="flag-new-title">{t("newTitle")}</h1>
      <FlagForm
        values={refusal?.values ?? empty}
        errors={refusal?.errors ?? {}}
        fixed={false}
        cancelTo={`/admin/flags?environment=${environment}`}
      />
    </section>
  );
}
