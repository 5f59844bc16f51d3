import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildPain008,
  collectionDate,
  isSepaIdentifier,
  isTargetBusinessDay,
  isValidCreditorIdentifier,
  pain008MessageId,
  sepaText,
  sequenceType,
  type Creditor,
  type DirectDebit,
} from "~/domain/billing/sepa-pain008";
import { childAt, childrenNamed, readXml, textAt, type XmlElement } from "~/domain/platform/xml-reader";
import { validateAgainstXsd } from "./support/xsd";

// The published schema, copied unchanged into the repository's test fixtures.
const SCHEMA = path.resolve("tests/fixtures/standards/pain.008.001.02.xsd");

const creditor: Creditor = {
  name: "Verzekeraar Zuid B.V.",
  iban: "NL20INGB0001234567",
  bic: "INGBNL2A",
  identifier: "NL69ZZZ123456780000",
};

const debit = (overrides: Partial<DirectDebit> = {}): DirectDebit => ({
  endToEndId: "INV-ABCD2345",
  amountCents: 2999,
  mandateId: "MND-20270131-ABCDEFGHJK",
  mandateSignedOn: "2027-01-20",
  sequenceType: "RCUR",
  collectionDate: "2027-03-01",
  debtorName: "Jan Jansen",
  debtorIban: "NL91ABNA0417164300",
  remittance: "Premie polis POL-ABCD2345 maart 2027",
  ...overrides,
});

const debits: DirectDebit[] = [
  debit(),
  debit({
    endToEndId: "INV-FRST0001",
    sequenceType: "FRST",
    amountCents: 1250,
    debtorName: "Zoë de Wit-Ørsted & Co",
    debtorIban: "NL44 RABO 0123 4567 89",
    debtorBic: "RABONL2U",
  }),
  debit({ endToEndId: "INV-RCUR0002", amountCents: 4321, debtorName: "Émile D'Hondt", debtorIban: "BE68539007547034" }),
  debit({ endToEndId: "INV-LATER003", collectionDate: "2027-03-31", amountCents: 100000, debtorIban: "DE89370400440532013000" }),
];

function build(list: DirectDebit[] = debits, messageId = "DD-20270226-TEST") {
  return buildPain008({ messageId, createdAt: "2027-02-26T09:30:00", creditor, debits: list });
}

function parsed(xml: string): XmlElement {
  const result = readXml(xml);
  if (!result.ok) throw new Error(result.detail);
  return result.root;
}

const cents = (amount: string | null) => Math.round(Number(amount) * 100);

describe("pain.008 file against the published schema", () => {
  it("validates, with and without BICs, one and several groups", async () => {
    const files = [
      build(),
      build([debit({ debtorBic: null })]),
      buildPain008({
        messageId: "M1",
        createdAt: "2027-12-31T23:59:59",
        creditor: { ...creditor, bic: null },
        debits: [debit({ remittance: "" })],
      }),
    ];
    const xmls = files.map((file) => (file.ok ? file.xml : ""));
    expect(await validateAgainstXsd(SCHEMA, xmls)).toEqual([[], [], []]);
  });

  it("is checked for real: a file with an unknown sequence type or without an end-to-end id fails", async () => {
    const file = build();
    const xml = file.ok ? file.xml : "";
    const [badSequence, noEndToEnd] = await validateAgainstXsd(SCHEMA, [
      xml.replace("<SeqTp>FRST</SeqTp>", "<SeqTp>FIRST</SeqTp>"),
      xml.replace(/<PmtId><EndToEndId>[^<]*<\/EndToEndId><\/PmtId>/, ""),
    ]);
    expect(badSequence!.join("\n")).toMatch(/FIRST/);
    expect(noEndToEnd!.join("\n")).toMatch(/PmtId|InstdAmt/);
  });
});

describe("pain.008 file content", () => {
  it("has the number of transactions and control sum in the header and in each payment block", () => {
    const file = build();
    if (!file.ok) throw new Error(file.problems.join());
    const root = parsed(file.xml);
    expect(root.name).toBe("Document");
    expect(root.namespace).toBe("urn:iso:std:iso:20022:tech:xsd:pain.008.001.02");
    const initiation = childAt(root, "CstmrDrctDbtInitn")!;
    expect(textAt(initiation, "GrpHdr", "NbOfTxs")).toBe("4");
    expect(textAt(initiation, "GrpHdr", "CtrlSum")).toBe("1085.70");
    expect(file.controlSumCents).toBe(108570);
    for (const block of childrenNamed(initiation, "PmtInf")) {
      const transactions = childrenNamed(block, "DrctDbtTxInf");
      expect(Number(textAt(block, "NbOfTxs"))).toBe(transactions.length);
      expect(cents(textAt(block, "CtrlSum"))).toBe(transactions.reduce((sum, tx) => sum + cents(textAt(tx, "InstdAmt")), 0));
    }
  });

  it("groups debits per collection date and sequence type, FRST before RCUR, in date order", () => {
    const file = build();
    if (!file.ok) throw new Error(file.problems.join());
    expect(
      file.paymentInformation.map(({ id, sequenceType, collectionDate, endToEndIds, controlSumCents }) => ({
        id,
        sequenceType,
        collectionDate,
        endToEndIds,
        controlSumCents,
      })),
    ).toEqual([
      {
        id: "DD-20270226-TEST-001",
        sequenceType: "FRST",
        collectionDate: "2027-03-01",
        endToEndIds: ["INV-FRST0001"],
        controlSumCents: 1250,
      },
      {
        id: "DD-20270226-TEST-002",
        sequenceType: "RCUR",
        collectionDate: "2027-03-01",
        endToEndIds: ["INV-ABCD2345", "INV-RCUR0002"],
        controlSumCents: 7320,
      },
      {
        id: "DD-20270226-TEST-003",
        sequenceType: "RCUR",
        collectionDate: "2027-03-31",
        endToEndIds: ["INV-LATER003"],
        controlSumCents: 100000,
      },
    ]);
    const blocks = childrenNamed(childAt(parsed(file.xml), "CstmrDrctDbtInitn"), "PmtInf");
    expect(blocks.map((block) => [textAt(block, "PmtTpInf", "SeqTp"), textAt(block, "ReqdColltnDt"), textAt(block, "BtchBookg")])).toEqual([
      ["FRST", "2027-03-01", "false"],
      ["RCUR", "2027-03-01", "false"],
      ["RCUR", "2027-03-31", "false"],
    ]);
    expect(textAt(blocks[0], "CdtrSchmeId", "Id", "PrvtId", "Othr", "Id")).toBe("NL69ZZZ123456780000");
    expect(textAt(blocks[0], "PmtTpInf", "LclInstrm", "Cd")).toBe("CORE");
  });

  it("writes each debit's mandate, debtor and amount, IBANs in electronic form, the BIC only when known", () => {
    const file = build();
    if (!file.ok) throw new Error(file.problems.join());
    const first = childAt(parsed(file.xml), "CstmrDrctDbtInitn", "PmtInf", "DrctDbtTxInf")!;
    expect(textAt(first, "PmtId", "EndToEndId")).toBe("INV-FRST0001");
    expect(childAt(first, "InstdAmt")?.attributes).toEqual({ Ccy: "EUR" });
    expect(textAt(first, "InstdAmt")).toBe("12.50");
    expect(textAt(first, "DrctDbtTx", "MndtRltdInf", "MndtId")).toBe("MND-20270131-ABCDEFGHJK");
    expect(textAt(first, "DrctDbtTx", "MndtRltdInf", "DtOfSgntr")).toBe("2027-01-20");
    expect(textAt(first, "DbtrAcct", "Id", "IBAN")).toBe("NL44RABO0123456789");
    expect(textAt(first, "DbtrAgt", "FinInstnId", "BIC")).toBe("RABONL2U");
    const second = childrenNamed(childAt(parsed(file.xml), "CstmrDrctDbtInitn", "PmtInf"), "DrctDbtTxInf");
    expect(second).toHaveLength(1);
    const withoutBic = build([debit()]);
    expect(withoutBic.ok && withoutBic.xml).toContain("<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>");
  });

  it("keeps names to the SEPA character set and escapes what XML needs", () => {
    const file = build([
      debit({ debtorName: 'Zoë de Wit-Ørsted & <Co> "Holding"', remittance: "Premie € 29,99 – maart_2027 ß" }),
      debit({ endToEndId: "INV-2", debtorName: "Émile D'Hondt" }),
    ]);
    if (!file.ok) throw new Error(file.problems.join());
    expect(file.xml).toContain("<Nm>Zoe de Wit-Orsted + Co 'Holding'</Nm>".replace(/'/g, "&apos;"));
    expect(file.xml).toContain("<Ustrd>Premie 29,99 - maart-2027 ss</Ustrd>");
    const names = childrenNamed(childAt(parsed(file.xml), "CstmrDrctDbtInitn", "PmtInf"), "DrctDbtTxInf").map((tx) =>
      textAt(tx, "Dbtr", "Nm"),
    );
    expect(names).toEqual(["Zoe de Wit-Orsted + Co 'Holding'", "Emile D'Hondt"]);
  });

  it("cuts names to 70 and remittance text to 140 characters", () => {
    const file = build([debit({ debtorName: "A".repeat(80), remittance: "B".repeat(200) })]);
    if (!file.ok) throw new Error(file.problems.join());
    const tx = childAt(parsed(file.xml), "CstmrDrctDbtInitn", "PmtInf", "DrctDbtTxInf");
    expect(textAt(tx, "Dbtr", "Nm")).toHaveLength(70);
    expect(textAt(tx, "RmtInf", "Ustrd")).toHaveLength(140);
  });

  it("leaves out debits it can not send, with the reason, and sends the rest", () => {
    const file = build([
      debit({ endToEndId: "E".repeat(36) }),
      debit({ endToEndId: "INV 1" }),
      debit({ endToEndId: "INV-2", mandateId: "M".repeat(36) }),
      debit({ endToEndId: "INV-3", amountCents: 0 }),
      debit({ endToEndId: "INV-4", amountCents: 12.5 }),
      debit({ endToEndId: "INV-5", currency: "USD" }),
      debit({ endToEndId: "INV-6", debtorIban: "NL02RABO0123456789" }),
      debit({ endToEndId: "INV-7", mandateSignedOn: "2027-03-02" }),
      debit({ endToEndId: "INV-8", collectionDate: "2027-02-30" }),
      debit({ endToEndId: "INV-9", debtorName: "€€€" }),
      debit({ endToEndId: "INV-10", debtorBic: "NOTABIC" }),
      debit({ endToEndId: "INV-OK" }),
      debit({ endToEndId: "INV-OK" }),
    ]);
    if (!file.ok) throw new Error(file.problems.join());
    expect(file.excluded.map((row) => row.reason)).toEqual([
      "endToEndId",
      "endToEndId",
      "mandateId",
      "amount",
      "amount",
      "currency",
      "debtorIban",
      "mandateSignedOn",
      "collectionDate",
      "debtorName",
      "debtorBic",
      "duplicateEndToEndId",
    ]);
    expect(file.numberOfTransactions).toBe(1);
    expect(file.paymentInformation[0]?.endToEndIds).toEqual(["INV-OK"]);
  });

  it("makes no file for a bad creditor, message id or an empty list, and says why", () => {
    expect(
      buildPain008({
        messageId: "M".repeat(36),
        createdAt: "2027-02-26",
        creditor: { name: "", iban: "NL00", bic: "X", identifier: "NL00ZZZ123456780000" },
        debits: [],
      }),
    ).toEqual({
      ok: false,
      problems: ["messageId", "createdAt", "creditorName", "creditorIban", "creditorBic", "creditorIdentifier", "noDebits"],
      excluded: [],
    });
    expect(build([debit({ amountCents: -1 })])).toMatchObject({ ok: false, problems: ["noDebits"] });
  });
});

describe("SEPA rules", () => {
  it("transliterate text to the SEPA character set", () => {
    expect(sepaText("Ångström Straße 1/2 (achter)", 70)).toBe("Angstrom Strasse 1/2 (achter)");
    expect(sepaText("  many   spaces\tand\nbreaks ", 70)).toBe("many spaces and breaks");
    expect(sepaText("Łódź ŒUVRE æbler", 70)).toBe("Lodz OEUVRE aebler");
    expect(sepaText("email@example.com; #1", 70)).toBe("email example.com 1");
    expect(sepaText("abcdef ghij", 7)).toBe("abcdef");
  });

  it("accept identifiers of 1 to 35 SEPA characters without spaces or stray slashes", () => {
    expect(isSepaIdentifier("INV-ABCD2345")).toBe(true);
    expect(isSepaIdentifier("MND-20270131-ABCDEFGHJK")).toBe(true);
    expect(isSepaIdentifier("A".repeat(35))).toBe(true);
    for (const bad of ["", "A".repeat(36), "INV 1", "/INV", "INV/", "IN//V", "INV_1", "INVÉ"])
      expect(isSepaIdentifier(bad), bad).toBe(false);
  });

  it("check creditor identifiers by their check digits", () => {
    expect(isValidCreditorIdentifier("NL69ZZZ123456780000")).toBe(true);
    expect(isValidCreditorIdentifier("nl69 zzz 1234 5678 0000")).toBe(true);
    expect(isValidCreditorIdentifier("DE98ZZZ09999999999")).toBe(true); // the Bundesbank's example
    expect(isValidCreditorIdentifier("NL69ABC123456780000")).toBe(true); // the business code is not checked
    expect(isValidCreditorIdentifier("NL68ZZZ123456780000")).toBe(false);
    expect(isValidCreditorIdentifier("NL69ZZZ")).toBe(false);
  });

  it("use FRST until a collection under the mandate went through, then RCUR", () => {
    expect(sequenceType([])).toBe("FRST");
    expect(sequenceType(["failed", "processing", "canceled"])).toBe("FRST");
    expect(sequenceType(["failed", "paid"])).toBe("RCUR");
    expect(sequenceType(["refunded"])).toBe("RCUR");
  });

  it("collect on the first TARGET business day on or after the due date and after the file date", () => {
    expect(collectionDate("2027-03-01", "2027-02-26")).toBe("2027-03-01"); // a Monday
    expect(collectionDate("2027-02-28", "2027-02-26")).toBe("2027-03-01"); // Sunday -> Monday
    expect(collectionDate("2027-02-26", "2027-02-26")).toBe("2027-03-01"); // due today: next business day
    expect(collectionDate("2027-03-26", "2027-03-20")).toBe("2027-03-30"); // Good Friday and Easter Monday 2027
    expect(collectionDate("2028-04-14", "2028-04-01")).toBe("2028-04-18"); // Good Friday and Easter Monday 2028
    expect(collectionDate("2027-12-25", "2027-12-20")).toBe("2027-12-27");
    expect(collectionDate("2027-01-01", "2026-12-20")).toBe("2027-01-04");
    expect(isTargetBusinessDay("2027-05-01")).toBe(false); // a Saturday anyway
    expect(isTargetBusinessDay("2028-05-01")).toBe(false); // a Monday
    expect(isTargetBusinessDay("2028-05-02")).toBe(true);
  });

  it("derive the message id from the file's content, so the same file twice has the same id", () => {
    const id = pain008MessageId("NL69ZZZ123456780000", "2027-02-26", ["INV-B", "INV-A"]);
    expect(id).toMatch(/^DD-20270226-[0-9A-F]{16}$/);
    expect(isSepaIdentifier(id)).toBe(true);
    expect(pain008MessageId("NL69ZZZ123456780000", "2027-02-26", ["INV-A", "INV-B"])).toBe(id);
    expect(pain008MessageId("NL69ZZZ123456780000", "2027-02-26", ["INV-A"])).not.toBe(id);
  });
});
