// Who is impersonating in this browser (spec sections 1, 4, 6): the customer session marked with
// the admin, and the admin refresh cookie. Guards and the shell read it on every request; starting
// and stopping an impersonation is staff work (server/staff/impersonation.server.ts).
import { createCookie } from "@remix-run/node";
import { writeAudit } from "./audit.server";
import { config } from "./config.server";
import { sessionFor } from "./session.server";

export const IMPERSONATOR = "impersonator";

/** The admin refresh cookie: present while this browser impersonates (spec: cleared on stop, path /). */
export const adminRefreshCookie = createCookie("admin_refresh", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: 8 * 3600,
});

export type Impersonator = { staffId: string; name: string; returnUrl: string };

export async function impersonatorOf(request: Request): Promise<Impersonator | null> {
  const value: unknown = (await sessionFor(request)).get(IMPERSONATOR);
  if (!value || typeof value !== "object") return null;
  const { staffId, name, returnUrl } = value as Record<string, unknown>;
  return typeof staffId === "string" && typeof name === "string" && typeof returnUrl === "string" ? { staffId, name, returnUrl } : null;
}

export async function isImpersonating(request: Request): Promise<boolean> {
  if (await impersonatorOf(request)) return true;
  const refresh: unknown = await adminRefreshCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return !!refresh;
}

/** Marks a customer action taken while impersonating as done by the admin. */
export async function auditImpersonatedAction(request: Request, partnerId: string): Promise<void> {
  const impersonator = await impersonatorOf(request);
  if (!impersonator) return;
  const userId: unknown = (await sessionFor(request)).get("userId");
  await writeAudit({
    staff: { id: impersonator.staffId, name: impersonator.name },
    action: "impersonated_action",
    partnerId,
    userId: typeof userId === "string" ? userId : null,
    details: { method: request.method, path: new URL(request.url).pathname },
  });
}
