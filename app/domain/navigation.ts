// Where the shell's links lead and what it shows, from the current URL alone.

export type InsuranceFlow = "default" | "calculator" | "checkin";

/** The calculator and check-in variants are chosen by the path or a query flag (?flow=). */
export function insuranceFlowFor(url: URL): InsuranceFlow {
  const flag = url.searchParams.get("flow");
  if (flag === "calculator" || url.pathname.startsWith("/insurance-calculator")) return "calculator";
  if (flag === "checkin" || url.pathname.startsWith("/insurance-checkin")) return "checkin";
  return "default";
}

const WELCOME: Record<InsuranceFlow, string> = {
  default: "/welcome",
  calculator: "/insurance-calculator",
  checkin: "/insurance-checkin-welcome",
};

export function welcomePathFor(flow: InsuranceFlow): string {
  return WELCOME[flow];
}

export function isCheckoutPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("checkout");
}

/** Only when the partner offers a choice, and never inside checkout. */
export function showLanguageSelector(languageCount: number, pathname: string): boolean {
  return languageCount > 1 && !isCheckoutPath(pathname);
}

/** A same-site path to send the visitor back to; anything else becomes the fallback. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  // Control characters and backslashes let some browsers read the path as another host.
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /[\u0000-\u001f\\]/.test(value)) {
    return fallback;
  }
  return value;
}
