// /admin/set-password/:token: a new partner's admin chooses a password with the link from the
// invitation mail (server/staff-invite.server.ts). The link works once and for a week; after
// that, or when forged, the page says so and offers nothing. Then on to the admin sign-in.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/domain/platform/page-meta";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { MIN_PASSWORD_LENGTH } from "~/server/staff/passwords.server";
import { accountOfSetPasswordToken, setPasswordWithToken } from "~/server/staff/staff-invite.server";

export const meta: MetaFunction = (args) => pageMeta(args, "adminSetPassword");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePartner(request);
  const account = await accountOfSetPasswordToken(params.token);
  return data({ email: account?.email ?? null, minLength: MIN_PASSWORD_LENGTH }, { status: account ? 200 : 410 });
}

type Problem = "tooShort" | "mismatch" | "invalid";

export async function action({ request, params }: ActionFunctionArgs) {
  await requirePartner(request);
  const form = await formDataOf(request);
  const password = String(form.get("password") ?? "");
  const repeat = String(form.get("repeat") ?? "");
  const problem: Problem | null =
    password.length < MIN_PASSWORD_LENGTH || password.length > 200 ? "tooShort" : password !== repeat ? "mismatch" : null;
  if (problem) return data({ problem }, { status: 400 });
  if (!(await setPasswordWithToken(params.token, password))) return data({ problem: "invalid" as Problem }, { status: 410 });
  return redirect("/admin/sign-in");
}

export default function StaffSetPassword() {
  const { email, minLength } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("partners");
  const navigation = useNavigation();
  const problem = result?.problem ?? null;
  if (!email || problem === "invalid") {
    return (
      <section className="page auth-page" aria-labelledby="set-password-title">
        <h1 id="set-password-title">{t("setPassword.title")}</h1>
        <p role="alert">{t("setPassword.invalid")}</p>
        <p>
          <Link to="/admin/sign-in">{t("setPassword.toSignIn")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page auth-page" aria-labelledby="set-password-title">
      <h1 id="set-password-title">{t("setPassword.title")}</h1>
      <p>{t("setPassword.intro", { email })}</p>
      <Form method="post" className="auth-form">
        {/* For password managers: the account the password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <div className="form-field">
          <label htmlFor="set-password">{t("setPassword.password")}</label>
          <input
            id="set-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            aria-describedby={problem ? "set-password-error set-password-hint" : "set-password-hint"}
            aria-invalid={problem === "tooShort" ? true : undefined}
          />
          <p id="set-password-hint" className="field-hint">
            {t("setPassword.hint", { min: minLength })}
          </p>
        </div>
        <div className="form-field">
          <label htmlFor="set-password-repeat">{t("setPassword.repeat")}</label>
          <input
            id="set-password-repeat"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={problem === "mismatch" ? "set-password-error" : undefined}
            aria-invalid={problem === "mismatch" ? true : undefined}
          />
        </div>
        {problem ? (
          <p id="set-password-error" className="field-error" role="alert">
            {t(`setPassword.errors.${problem}`, { min: minLength })}
          </p>
        ) : null}
        <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("setPassword.submit")}
        </button>
      </Form>
    </section>
  );
}
