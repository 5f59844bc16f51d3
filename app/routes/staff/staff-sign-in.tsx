// Sign-in for staff: admins at /admin/sign-in, brokers at /broker/sign-in. E-mail and
// password; the same message for an unknown address and a wrong password; rate-limited.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { safeReturnPath } from "~/domain/account/auth-redirects";
import { requirePartner } from "~/server/platform/guards.server";
import { findStaff, signInStaff, StaffSignInError } from "~/server/staff/staff-auth.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.role === "broker" ? "brokerSignIn" : "adminSignIn");

const roleOf = (request: Request) => (new URL(request.url).pathname.startsWith("/broker") ? "broker" : "admin");
const homeOf = (role: string) => (role === "broker" ? "/broker/quotes" : "/admin/partners");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  const role = roleOf(request);
  const staff = await findStaff(request);
  if (staff?.role === role) throw redirect(homeOf(role));
  return { role, redirectTo: safeReturnPath(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePartner(request);
  const role = roleOf(request);
  const email = String(
    (
      await request
        .clone()
        .formData()
        .catch(() => new FormData())
    ).get("email") ?? "",
  ).slice(0, 254);
  try {
    const { staff, cookie } = await signInStaff(request, context.clientAddress);
    if (staff.role !== role) return data({ error: "credentials" as const, email, minutes: 0 }, { status: 401 });
    const back = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
    throw redirect(back && back.startsWith(`/${role}`) ? back : homeOf(role), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof StaffSignInError)) throw error;
    const status = error.reason === "rateLimited" ? 429 : error.reason === "invalid" ? 400 : 401;
    return data({ error: error.reason, email, minutes: Math.ceil(error.retryAfterSeconds / 60) }, { status });
  }
}

export default function StaffSignIn() {
  const { role } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <section className="page auth-page" aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">{t(`signIn.title.${role}`)}</h1>
      <Form method="post" action={location.pathname + location.search} className="auth-form">
        {result?.error ? (
          <p id="staff-sign-in-error" className="field-error" role="alert">
            {t(`signIn.errors.${result.error}`, { minutes: result.minutes })}
          </p>
        ) : null}
        <div className="form-field">
          <label htmlFor="staff-email">{t("signIn.email")}</label>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.email ?? ""}
            aria-describedby={result?.error ? "staff-sign-in-error" : undefined}
            aria-invalid={result?.error ? true : undefined}
          />
        </div>
        <div className="form-field">
          <label htmlFor="staff-password">{t("signIn.password")}</label>
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={result?.error ? true : undefined}
          />
        </div>
        <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("signIn.submit")}
        </button>
      </Form>
    </section>
  );
}
