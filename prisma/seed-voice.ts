// One voice on a database seeded before decision 0089: the demo products' Dutch question texts,
// descriptions, clauses and info cards that still read exactly as the old seed ("u") take their
// "je" text; any other text (an editor's) stays. Runs on every start, like the IPID lines; a
// second run finds nothing to change. The look-back questions the products no longer ask stay on
// such a database (answers point at them); the formalities ask them too there.
import type { Db } from "../app/server/platform/db.server";
import { FORMAL_DUTCH_SEED_TEXTS } from "./seed-data/formal-texts";

type Texts = Record<string, unknown>;

/** The texts with a Dutch old seed text replaced, or null when there is none. */
function informal(texts: unknown): Texts | null {
  if (!texts || typeof texts !== "object" || Array.isArray(texts)) return null;
  const nl = (texts as Texts).nl;
  const informalNl = typeof nl === "string" ? FORMAL_DUTCH_SEED_TEXTS.get(nl) : undefined;
  return informalNl ? { ...(texts as Texts), nl: informalNl } : null;
}

/** Brings the old Dutch seed texts into one voice; returns how many rows changed. */
export async function ensureOneVoice(client: Db): Promise<number> {
  let changed = 0;
  const questions = await client.question.findMany({ select: { id: true, texts: true } });
  for (const question of questions) {
    const texts = informal(question.texts);
    if (!texts) continue;
    await client.question.update({ where: { id: question.id }, data: { texts: texts as object } });
    changed++;
  }
  const products = await client.insuranceProduct.findMany({ select: { id: true, descriptions: true, clause: true, infoCards: true } });
  for (const product of products) {
    const descriptions = informal(product.descriptions);
    const clause = informal(product.clause);
    const cards = Array.isArray(product.infoCards) ? (product.infoCards as Texts[]) : null;
    const infoCards = cards?.map((card) => ({ ...card, text: informal(card.text) ?? card.text }));
    const cardsChanged = !!cards && infoCards!.some((card, index) => card.text !== cards[index]!.text);
    if (!descriptions && !clause && !cardsChanged) continue;
    await client.insuranceProduct.update({
      where: { id: product.id },
      data: {
        ...(descriptions ? { descriptions: descriptions as object } : {}),
        ...(clause ? { clause: clause as object } : {}),
        ...(cardsChanged ? { infoCards: infoCards as object[] } : {}),
      },
    });
    changed++;
  }
  return changed;
}
