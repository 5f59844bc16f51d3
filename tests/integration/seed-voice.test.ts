// A database seeded before decision 0089 gets the demo's Dutch texts in "je" on its next start
// (prisma/seed-voice.ts): only texts that still read exactly as the old seed, so an editor's own
// text stays; a second start changes nothing.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("seed-voice");
process.env.LOG_LEVEL = "silent";

const { db } = await import("~/server/platform/db.server");
const { ensureOneVoice } = await import("../../prisma/seed-voice");

const nlOf = (texts: unknown) => (texts as { nl: string }).nl;

describe("one voice on a database seeded before it", () => {
  it("finds nothing to change on a database seeded now", async () => {
    expect(await ensureOneVoice(db)).toBe(0);
  });

  it("changes the old seed texts of questions, descriptions, clauses and info cards, and no other text", async () => {
    const car = await db.insuranceProduct.findUniqueOrThrow({
      where: { slug: "car" },
      select: {
        id: true,
        descriptions: true,
        clause: true,
        infoCards: true,
        questions: { select: { id: true, texts: true, field: true } },
      },
    });
    const plate = car.questions.find((question) => question.field === "license_plate")!;
    const km = car.questions.find((question) => nlOf(question.texts) === "Hoeveel kilometer rijd je per jaar?")!;
    const old = {
      plate: "Wat is het kenteken van uw auto?",
      description: "WA, WA+ of allrisk voor uw auto; de premie hangt af van kenteken, schadevrije jaren en kilometers.",
      clause:
        "Rijdt een bestuurder jonger dan 24 jaar regelmatig in de auto zonder dat u dat heeft gemeld, dan geldt bij schade een extra eigen risico van € 500.",
    };
    const cards = car.infoCards as { title: Record<string, string>; text: Record<string, string> }[];
    await db.question.update({ where: { id: plate.id }, data: { texts: { ...(plate.texts as object), nl: old.plate } } });
    // An editor's own text in "u": not the seed's, so it stays as written.
    await db.question.update({ where: { id: km.id }, data: { texts: { ...(km.texts as object), nl: "Hoeveel km rijdt u?" } } });
    await db.insuranceProduct.update({
      where: { id: car.id },
      data: {
        descriptions: { ...(car.descriptions as object), nl: old.description },
        clause: { ...(car.clause as object), nl: old.clause },
        infoCards: [{ ...cards[0]!, text: { ...cards[0]!.text, nl: old.description } }, ...cards.slice(1)],
      },
    });

    expect(await ensureOneVoice(db)).toBe(2);
    const after = await db.insuranceProduct.findUniqueOrThrow({
      where: { id: car.id },
      select: { descriptions: true, clause: true, infoCards: true, questions: { select: { id: true, texts: true } } },
    });
    const text = (id: string) => nlOf(after.questions.find((question) => question.id === id)!.texts);
    expect(text(plate.id)).toBe("Wat is het kenteken van je auto?");
    expect(text(km.id)).toBe("Hoeveel km rijdt u?");
    expect(nlOf(after.descriptions)).toBe(
      "WA, WA+ of allrisk voor je auto; de premie hangt af van kenteken, schadevrije jaren en kilometers.",
    );
    expect(nlOf(after.clause)).toMatch(/zonder dat je dat hebt gemeld/);
    expect(after.infoCards).toEqual(car.infoCards);
    expect((after.descriptions as Record<string, string>).en).toBe((car.descriptions as Record<string, string>).en);

    expect(await ensureOneVoice(db)).toBe(0);
  });
});
