import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BANK_ANSWER_MAX_CHARACTERS,
  parseAmountCents,
  planBankAnswer,
  readBankAnswer,
  type BankAnswer,
  type BankAnswerTransaction,
  type InvoiceToMatch,
} from "~/domain/billing/sepa-bank-answer";
import { readXml } from "~/domain/platform/xml-reader";

const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures/sepa", name), "utf8");

function answerOf(name: string): BankAnswer {
  const result = readBankAnswer(fixture(name));
  if (!result.ok) throw new Error(`${result.error}: ${result.detail}`);
  return result.answer;
}

const invoice = (number: string, amountCents: number, status = "processing"): InvoiceToMatch => ({
  id: `id-${number}`,
  number,
  amountCents,
  status,
});

/** The invoices the day's answer speaks of, as the database has them before it is read. */
const invoices: InvoiceToMatch[] = [
  invoice("INV-ABCD2345", 2999),
  invoice("INV-FRST0001", 1250),
  invoice("INV-RCUR0002", 4321),
  invoice("INV-MS02AAAA", 4799),
  invoice("INV-MD01AAAA", 2999),
  invoice("INV-REFUND01", 1500, "paid"),
  invoice("INV-DISPUTE1", 3450, "paid"),
  invoice("INV-REVERSE1", 2000, "paid"),
];

describe("reading a camt.054 answer", () => {
  it("gives each booked collection's end-to-end id, original amount, status and reason", () => {
    const answer = answerOf("camt054-collections-and-returns.xml");
    expect(answer.messageId).toBe("CAMT054-20270305-0001");
    expect(
      answer.transactions.map(({ endToEndId, amountCents, status, reasonCode }) => [endToEndId, amountCents, status, reasonCode]),
    ).toEqual([
      ["INV-ABCD2345", 2999, "accepted", null],
      ["INV-FRST0001", 1250, "accepted", null],
      ["INV-RCUR0002", 4321, "rejected", "AM04"],
      ["INV-MS02AAAA", 4799, "rejected", "MS02"],
      ["INV-MD01AAAA", 2999, "rejected", "MD01"],
      ["INV-REFUND01", 1500, "refunded", "MD06"], // the original 15.00, not the 15.04 with interest taken back
      ["INV-DISPUTE1", 3450, "rejected", "MD01"],
      ["INV-REVERSE1", 2000, "reversed", null],
    ]);
    expect(answer.transactions[0]).toMatchObject({
      key: "INGB-20270301-000001-1",
      mandateId: "MND-20270131-ABCDEFGHJK",
      bookingDate: "2027-03-01",
    });
    expect(answer.skipped).toEqual([{ reason: "notBooked", reference: "INGB-20270305-000008" }]);
  });

  it("skips bookings without our end-to-end id or with an amount it can not read", () => {
    const answer = answerOf("camt054-unknown-and-mismatch.xml");
    expect(answer.transactions.map((row) => row.endToEndId)).toEqual(["INV-UNKNOWN1", "INV-ABCD2345"]);
    expect(answer.skipped).toEqual([
      { reason: "amount", reference: "INGB-20270306-000003-1" },
      { reason: "noEndToEndId", reference: "INGB-20270306-000004-1" },
    ]);
  });

  it("refuses a DOCTYPE (no entities, no external files), malformed XML, another message and oversized input", () => {
    expect(readBankAnswer(fixture("camt054-doctype.xml"))).toMatchObject({ ok: false, error: "doctype" });
    expect(readBankAnswer(fixture("camt054-malformed.xml"))).toMatchObject({ ok: false, error: "malformed" });
    expect(readBankAnswer("")).toMatchObject({ ok: false, error: "malformed" });
    expect(readBankAnswer("not xml at all")).toMatchObject({ ok: false, error: "malformed" });
    expect(readBankAnswer('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt/></Document>')).toMatchObject({
      ok: false,
      error: "notCamt054",
    });
    expect(readBankAnswer(`<a>${" ".repeat(BANK_ANSWER_MAX_CHARACTERS)}</a>`)).toMatchObject({ ok: false, error: "tooLarge" });
  });

  it("reads amounts as exact cents", () => {
    expect(parseAmountCents("29.99")).toBe(2999);
    expect(parseAmountCents("12.5")).toBe(1250);
    expect(parseAmountCents("100")).toBe(10000);
    expect(parseAmountCents(" 0.07 ")).toBe(7);
    for (const bad of ["12.345", "-1.00", "1e3", "", "12,50", null]) expect(parseAmountCents(bad)).toBeNull();
  });
});

describe("the XML reader", () => {
  it("decodes entities and character references, keeps CDATA, drops prefixes but keeps the namespace", () => {
    const result = readXml(
      '<?xml version="1.0"?><!-- c --><p:a xmlns:p="urn:x" k=\'v&amp;w\'><b>&lt;1&gt; &#233;&#xE9;</b><c><![CDATA[<raw>]]></c><d/></p:a>',
    );
    expect(result.ok && result.root).toMatchObject({
      name: "a",
      namespace: "urn:x",
      attributes: { k: "v&w" },
      children: [
        { name: "b", text: "<1> éé" },
        { name: "c", text: "<raw>" },
        { name: "d", text: "" },
      ],
    });
  });

  it("refuses undeclared entities, mismatched tags, two roots and deep nesting", () => {
    for (const bad of ["<a>&nbsp;</a>", "<a>a & b</a>", "<a><b></a></b>", "<a/><b/>", "<a>", "<a x='1' x='2'/>", "<a x=1/>", "text<a/>"]) {
      expect(readXml(bad).ok, bad).toBe(false);
    }
    expect(readXml(`${"<a>".repeat(100)}${"</a>".repeat(100)}`)).toMatchObject({ ok: false, error: "tooDeep" });
    expect(readXml('<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>')).toMatchObject({ ok: false, error: "doctype" });
  });
});

describe("matching an answer to invoices", () => {
  it("marks collections paid, returns and rejects failed, refunds refunded, and a dispute of a paid debit disputed", () => {
    const { outcomes, revokedMandates } = planBankAnswer(answerOf("camt054-collections-and-returns.xml").transactions, invoices);
    expect(outcomes.map((row) => [row.endToEndId, row.kind, "to" in row ? row.to : null])).toEqual([
      ["INV-ABCD2345", "apply", "paid"],
      ["INV-FRST0001", "apply", "paid"],
      ["INV-RCUR0002", "apply", "failed"],
      ["INV-MS02AAAA", "apply", "failed"],
      ["INV-MD01AAAA", "mandateRevoked", "failed"],
      ["INV-REFUND01", "apply", "refunded"],
      ["INV-DISPUTE1", "mandateRevoked", "disputed"],
      ["INV-REVERSE1", "apply", "refunded"],
    ]);
    expect(outcomes[4]).toMatchObject({
      invoiceId: "id-INV-MD01AAAA",
      from: "processing",
      mandateId: "MND-20261201-DEFGHJKLMN",
      reasonCode: "MD01",
    });
    expect(revokedMandates).toEqual(["MND-20261201-DEFGHJKLMN", "MND-20261020-FGHJKLMNPQ"]);
  });

  it("changes nothing when the same answer comes again, by its keys or by the statuses it already set", () => {
    const { transactions } = answerOf("camt054-collections-and-returns.xml");
    const first = planBankAnswer(transactions, invoices);
    const byKeys = planBankAnswer(
      transactions,
      invoices,
      transactions.map((row) => row.key),
    );
    expect(byKeys.outcomes.every((row) => row.kind === "duplicate")).toBe(true);
    const afterwards = invoices.map((row) => {
      const applied = first.outcomes.find((outcome) => "invoiceId" in outcome && outcome.invoiceId === row.id);
      return applied && "to" in applied ? { ...row, status: applied.to } : row;
    });
    expect(planBankAnswer(transactions, afterwards).outcomes.map((row) => row.kind)).toEqual(Array(8).fill("duplicate"));
  });

  it("reports a repeated booking within one answer once", () => {
    const [paid] = answerOf("camt054-collections-and-returns.xml").transactions;
    expect(planBankAnswer([paid!, paid!], invoices).outcomes.map((row) => row.kind)).toEqual(["apply", "duplicate"]);
  });

  it("reports an unknown end-to-end id and an amount that differs, and books neither", () => {
    const { outcomes } = planBankAnswer(answerOf("camt054-unknown-and-mismatch.xml").transactions, invoices);
    expect(outcomes).toEqual([
      { kind: "unmatched", endToEndId: "INV-UNKNOWN1", answerKey: "INGB-20270306-000001-1" },
      {
        kind: "amountDiffers",
        endToEndId: "INV-ABCD2345",
        answerKey: "INGB-20270306-000002-1",
        invoiceId: "id-INV-ABCD2345",
        invoiceCents: 2999,
        answerCents: 3000,
      },
    ]);
  });

  it("follows the answer's order: collected and returned in one answer ends failed", () => {
    const booking = (status: BankAnswerTransaction["status"], reasonCode: string | null, key: string): BankAnswerTransaction => ({
      key,
      endToEndId: "INV-ABCD2345",
      mandateId: "MND-1",
      amountCents: 2999,
      status,
      reasonCode,
      bookingDate: "2027-03-05",
    });
    const { outcomes } = planBankAnswer([booking("accepted", null, "k1"), booking("rejected", "AM04", "k2")], invoices);
    expect(outcomes.map((row) => "to" in row && [row.from, row.to])).toEqual([
      ["processing", "paid"],
      ["paid", "failed"],
    ]);
  });

  it("leaves what does not fit to a person: money for a cancelled invoice, a refund of a failed debit", () => {
    const { transactions } = answerOf("camt054-collections-and-returns.xml");
    const odd = [invoice("INV-ABCD2345", 2999, "canceled"), invoice("INV-REFUND01", 1500, "failed")];
    const { outcomes } = planBankAnswer([transactions[0]!, transactions[5]!], odd);
    expect(outcomes).toEqual([
      {
        kind: "notApplicable",
        endToEndId: "INV-ABCD2345",
        answerKey: "INGB-20270301-000001-1",
        invoiceId: "id-INV-ABCD2345",
        from: "canceled",
        status: "accepted",
        reasonCode: null,
      },
      {
        kind: "notApplicable",
        endToEndId: "INV-REFUND01",
        answerKey: "INGB-20270305-000005-1",
        invoiceId: "id-INV-REFUND01",
        from: "failed",
        status: "refunded",
        reasonCode: "MD06",
      },
    ]);
  });

  it("never throws on an empty answer or no invoices", () => {
    expect(planBankAnswer([], [])).toEqual({ outcomes: [], revokedMandates: [] });
    expect(
      planBankAnswer(answerOf("camt054-collections-and-returns.xml").transactions, []).outcomes.every((row) => row.kind === "unmatched"),
    ).toBe(true);
  });
});
