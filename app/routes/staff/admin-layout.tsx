// The admin area: signed-in admins only (customers, brokers and impersonating browsers are
// refused), with its own navigation.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StaffErrorPage } from "~/components/staff-error-page";
import { ChatInboxNavLink } from "~/components/chat/chat-inbox-nav-link";
import { isInsurerAdmin } from "~/domain/staff/staff";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  return { staff: { name: staff.name, insurer: isInsurerAdmin(staff), partnerName: staff.partnerName } };
}

export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tb } = useTranslation("backoffice");
  const { t: tBilling } = useTranslation("billing");
  const { t: tFlags } = useTranslation("flags");
  const { t: tSurveys } = useTranslation("surveys");
  const { t: tNotices } = useTranslation("notices");
  return (
    <div className="admin-area">
      <div className="admin-bar">
        <nav aria-label={t("nav.label")} className="admin-nav">
          <NavLink to="/admin/partners">{t("nav.partners")}</NavLink>
          {staff.insurer ? <NavLink to="/admin/colour-keys">{t("nav.colourKeys")}</NavLink> : null}
          {staff.insurer ? <NavLink to="/admin/review">{tb("nav.review")}</NavLink> : null}
          {staff.insurer ? <NavLink to="/admin/claims">{tb("nav.claims")}</NavLink> : null}
          {staff.insurer ? <NavLink to="/admin/surveys">{tSurveys("admin.title")}</NavLink> : null}
          <NavLink to="/admin/users">{t("nav.users")}</NavLink>
          <NavLink to="/admin/audit">{t("nav.audit")}</NavLink>
          <ChatInboxNavLink />
          {staff.insurer ? <NavLink to="/admin/billing">{tBilling("nav")}</NavLink> : null}
          {staff.insurer ? <NavLink to="/admin/flags">{tFlags("nav")}</NavLink> : null}
          {staff.insurer ? <NavLink to="/admin/errors">{tNotices("errors.nav")}</NavLink> : null}
        </nav>
        <p className="admin-who">{staff.insurer ? t("who.insurer", { name: staff.name }) : t("who.partner", { name: staff.name })}</p>
        <Form method="post" action="/staff/sign-out">
          <button type="submit" className="button button-ghost">
            {t("nav.signOut")}
          </button>
        </Form>
      </div>
      <Outlet />
    </div>
  );
}

/** 403 from a guard (a broker, a customer impersonated) shows a clear refusal, not the error page. */
export function ErrorBoundary() {
  return <StaffErrorPage namespace="admin" />;
}
