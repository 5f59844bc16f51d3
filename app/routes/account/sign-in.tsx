// Sign-in by magic link: the visitor gives an e-mail address and gets a single-use link. The
// answer is the same whether or not the address has an account (no account enumeration);
// requests are limited per address and per client in the database.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextFieldView } from "~/components/funnel/text-field-view";
import { safeReturnPath } from "~/domain/account/auth-redirects";
import { validateSignIn } from "~/domain/account/sign-in-form";
import { useDeferredChecks } from "~/components/use-deferred-checks";
import { findCustomer } from "~/server/account/auth.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { visitEntry } from "~/server/platform/entry-params.server";
import { hitRateLimit } from "~/server/platform/rate-limit.server";
import { sendMagicLink, SIGN_IN_LIMITS } from "~/server/account/sign-in.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "signIn");

/**
 * The browser's checks (zod) load when the form is first focused; the form runs without
 * Conform's hooks in the browser, which would be a tenth of the page's JavaScript (decision 0059).
 */
const loadValidation = () => import("~/domain/account/sign-in-form").then((module) => module.signInErrors);

const LINK_ERRORS = new Set(["expired", "used", "invalid"]);
/** What opening an e-mail change link ended with, for a visitor not signed in (routes/account-confirm-email.ts). */
const EMAIL_CHANGE_RESULTS = new Set(["confirmedSignIn", "expired", "used", "invalid", "taken"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const url = new URL(request.url);
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo"));
  if (await findCustomer(request, partner)) throw redirect(redirectTo ?? "/user/policies");
  const error = url.searchParams.get("error");
  const emailChange = url.searchParams.get("email_change");
  return {
    redirectTo,
    // The partner's link may name the address (entry parameter email, decision 0090).
    email: (await visitEntry(request, partner)).email ?? null,
    linkError: error && LINK_ERRORS.has(error) ? error : null,
    emailChange: emailChange && EMAIL_CHANGE_RESULTS.has(emailChange) ? emailChange : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const submission = validateSignIn({ formData: await formDataOf(request) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { email } = submission.value;
  const client = context.clientAddress ?? "unknown";
  for (const [key, rule] of [
    [`sign-in:email:${email}`, SIGN_IN_LIMITS.perEmail],
    [`sign-in:client:${client}`, SIGN_IN_LIMITS.perClient],
  ] as const) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) {
      return data(
        { ...submission.reply({ formErrors: ["auth:signIn.rateLimited"] }), retryMinutes: Math.ceil(result.retryAfterSeconds / 60) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
  }
  const nonceCookie = await sendMagicLink(request, partner, language, email, safeReturnPath(submission.value.redirectTo));
  throw redirect(`/sign-in/check-email?email=${encodeURIComponent(email)}`, { headers: { "Set-Cookie": nonceCookie } });
}

export default function SignIn() {
  const { redirectTo, email, linkError, emailChange } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const checks = useDeferredChecks(lastResult, loadValidation);
  const formError = checks.formErrors?.[0];
  const minutes = lastResult && "retryMinutes" in lastResult ? lastResult.retryMinutes : undefined;
  return (
    <section className="page auth-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t("signIn.title")}</h1>
      {linkError ? (
        <p className="notice notice-warning" role="alert">
          {t(`signIn.linkErrors.${linkError}`)}
        </p>
      ) : null}
      {emailChange ? (
        <p
          className={emailChange === "confirmedSignIn" ? "success-text" : "notice notice-warning"}
          role={emailChange === "confirmedSignIn" ? "status" : "alert"}
        >
          {t(`account:emailChange.result.${emailChange}`)}
        </p>
      ) : null}
      <p className="lead">{t("signIn.intro")}</p>
      <Form method="post" {...checks.formProps} className="auth-form" aria-describedby={formError ? "sign-in-form-error" : undefined}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextFieldView
          id="sign-in-email"
          name="email"
          label={t("signIn.email")}
          type="email"
          autoComplete="email"
          defaultValue={checks.initialValue("email") ?? email ?? undefined}
          errors={checks.errors("email")}
          errorId="sign-in-email-error"
        />
        {formError ? (
          <p id="sign-in-form-error" className="field-error" role="alert">
            {t(formError, { minutes })}
          </p>
        ) : null}
        <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("signIn.submit")}
        </button>
      </Form>
    </section>
  );
}
