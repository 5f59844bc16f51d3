// The profession list: the same for every partner, read on many pages, rarely changed.
import type { Language } from "~/domain/platform/languages";
import { suggestProfessions } from "~/domain/catalogue/profession-suggestions";
import { pickTranslation } from "~/domain/platform/translated-text";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { TtlCache } from "../platform/ttl-cache.server";

type ProfessionRow = { id: string; slug: string; names: unknown; riskClass: number };

const cache = new TtlCache<"all", ProfessionRow[]>(() => config.partnerCacheSeconds * 1000, 1);

function allProfessions(): Promise<ProfessionRow[]> {
  return cache.getOrLoad("all", () =>
    db.profession.findMany({ orderBy: { slug: "asc" }, select: { id: true, slug: true, names: true, riskClass: true } }),
  );
}

export async function listProfessions(language: Language, limit?: number): Promise<{ id: string; name: string }[]> {
  const rows = await allProfessions();
  return rows.slice(0, limit).map((row) => ({ id: row.id, name: pickTranslation(row.names, language) }));
}

export async function findProfession(id: string | null | undefined): Promise<ProfessionRow | null> {
  if (!id) return null;
  return (await allProfessions()).find((row) => row.id === id) ?? null;
}

export async function allProfessionNames(language: Language): Promise<{ id: string; slug: string; name: string; riskClass: number }[]> {
  return (await allProfessions()).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pickTranslation(row.names, language),
    riskClass: row.riskClass,
  }));
}

/** The assistant's suggestions (at most 5) for a description of the work, named in the language. */
export async function professionSuggestions(description: string, language: Language): Promise<{ id: string; name: string }[]> {
  return suggestProfessions(await allProfessions(), description).map((row) => ({ id: row.id, name: pickTranslation(row.names, language) }));
}

/** Whether the id names a profession, asked of the database (not the cached list) right before it is saved on a user. */
export async function professionExists(id: string): Promise<boolean> {
  return (await db.profession.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** The visitor's profession: one from the list, or, when none fits, their own description of it. */
export async function setVisitorProfession(visitorId: string, choice: { professionId: string } | { description: string }): Promise<void> {
  const data =
    "professionId" in choice
      ? { professionId: choice.professionId, professionDescription: null }
      : { professionId: null, professionDescription: choice.description };
  await db.user.update({ where: { id: visitorId }, data });
}
