// The demonstration marker's texts (decision 0066), translated here so the browser ships no
// code for them: the root loader hands them to every page of a live site running stand-ins.
import { serverT } from "~/server/platform/i18n.server";
import type { StandIn } from "~/domain/platform/stand-ins";
import { config } from "./config.server";

export type DemoSiteNotice = { label: string; text: string };

/** The marker in this language, or null when no stand-in is on show (development, the tests, a real shop). */
export async function demoSiteNotice(language: string, standIns: readonly StandIn[] = config.demoStandIns): Promise<DemoSiteNotice | null> {
  if (standIns.length === 0) return null;
  const t = await serverT(language, "common");
  const list = new Intl.ListFormat(language, { type: "conjunction" }).format(standIns.map((name) => t(`demoSite.standIns.${name}`)));
  return { label: t("demoSite.label"), text: t("demoSite.text", { list }) };
}
