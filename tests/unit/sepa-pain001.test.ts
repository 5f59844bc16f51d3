// The refund transfer file (pain.001.001.03) and the reminder link's token. Only pain.008's
// schema is in tests/fixtures/standards, so the file's structure is checked element by element
// against the ISO 20022 message definition (order, totals, identifiers) instead (decision 0044).
import { describe, expect, it } from "vitest";
import { INVOICE_LINK_DAYS, invoiceLinkExpiry, signInvoiceLink, verifyInvoiceLink } from "~/domain/billing/invoice-link";
import { buildPain001, executionDate, pain001MessageId, type CreditTransfer, type Debtor } from "~/domain/billing/sepa-pain001";
import { childAt, childrenNamed, readXml, textAt, type XmlElement } from "~/domain/platform/xml-reader";

const debtor: Debtor = { name: "Verzekeraar Zuid B.V.", iban: "NL20INGB0001234567", bic: "INGBNL2A", identifier: "NL69ZZZ123456780000" };

const transfer = (overrides: Partial<CreditTransfer> = {}): CreditTransfer => ({
  endToEndId: "CRN-ABCD2345",
  amountCents: 2500,
  executionDate: "2027-03-02",
  creditorName: "Jan Jansen",
  creditorIban: "NL91ABNA0417164300",
  remittance: "Restitutie premie polis POL-ABCD2345",
  ...overrides,
});

const names = (element: XmlElement | null) => (element?.children ?? []).map((child) => child.name);

describe("buildPain001", () => {
  const transfers = [
    transfer(),
    transfer({
      endToEndId: "CRN-EFGH6789",
      amountCents: 1,
      creditorName: "Zoë de Wit-Ørsted & Co",
      creditorIban: "NL44 RABO 0123 4567 89",
      creditorBic: "RABONL2U",
    }),
    transfer({ endToEndId: "CRN-LATER001", amountCents: 123456, executionDate: "2027-03-05", creditorIban: "BE68539007547034" }),
  ];
  const result = buildPain001({ messageId: "CT-20270301-0001", createdAt: "2027-03-01T10:00:00", debtor, transfers });

  it("writes a pain.001.001.03 document with the group header's totals", () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const read = readXml(result.xml);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.root.name).toBe("Document");
    expect(result.xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
    const initiation = childAt(read.root, "CstmrCdtTrfInitn");
    expect(names(childAt(initiation, "GrpHdr"))).toEqual(["MsgId", "CreDtTm", "NbOfTxs", "CtrlSum", "InitgPty"]);
    expect(textAt(initiation, "GrpHdr", "NbOfTxs")).toBe("3");
    expect(textAt(initiation, "GrpHdr", "CtrlSum")).toBe("1259.57");
    expect(result.controlSumCents).toBe(125957);
  });

  it("groups transfers per execution date, in the order of the message definition", () => {
    if (!result.ok) throw new Error("no file");
    const read = readXml(result.xml);
    if (!read.ok) throw new Error("unreadable");
    const blocks = childrenNamed(childAt(read.root, "CstmrCdtTrfInitn"), "PmtInf");
    expect(blocks.map((block) => textAt(block, "ReqdExctnDt"))).toEqual(["2027-03-02", "2027-03-05"]);
    expect(names(blocks[0]!).slice(0, 12)).toEqual([
      "PmtInfId",
      "PmtMtd",
      "BtchBookg",
      "NbOfTxs",
      "CtrlSum",
      "PmtTpInf",
      "ReqdExctnDt",
      "Dbtr",
      "DbtrAcct",
      "DbtrAgt",
      "ChrgBr",
      "CdtTrfTxInf",
    ]);
    expect(textAt(blocks[0]!, "PmtMtd")).toBe("TRF");
    expect(textAt(blocks[0]!, "NbOfTxs")).toBe("2");
    expect(textAt(blocks[0]!, "CtrlSum")).toBe("25.01");
    expect(textAt(blocks[0]!, "DbtrAgt", "FinInstnId", "BIC")).toBe("INGBNL2A");
    const [first, second] = childrenNamed(blocks[0]!, "CdtTrfTxInf");
    expect(names(first!)).toEqual(["PmtId", "Amt", "Cdtr", "CdtrAcct", "RmtInf"]);
    expect(names(second!)).toEqual(["PmtId", "Amt", "CdtrAgt", "Cdtr", "CdtrAcct", "RmtInf"]);
    expect(textAt(second!, "Amt", "InstdAmt")).toBe("0.01");
    expect(textAt(second!, "Cdtr", "Nm")).toBe("Zoe de Wit-Orsted + Co");
    expect(textAt(second!, "CdtrAcct", "Id", "IBAN")).toBe("NL44RABO0123456789");
  });

  it("leaves out transfers that can not be sent, with the reason, and makes no file without any", () => {
    const mixed = buildPain001({
      messageId: "CT-1",
      createdAt: "2027-03-01T10:00:00",
      debtor,
      transfers: [
        transfer(),
        transfer(),
        transfer({ endToEndId: "BAD ID" }),
        transfer({ endToEndId: "CRN-2", amountCents: 0 }),
        transfer({ endToEndId: "CRN-3", creditorIban: "NL00XXXX" }),
      ],
    });
    expect(mixed.excluded).toEqual([
      { endToEndId: "CRN-ABCD2345", reason: "duplicateEndToEndId" },
      { endToEndId: "BAD ID", reason: "endToEndId" },
      { endToEndId: "CRN-2", reason: "amount" },
      { endToEndId: "CRN-3", reason: "creditorIban" },
    ]);
    expect(mixed.ok && mixed.numberOfTransactions).toBe(1);
    const none = buildPain001({ messageId: "CT-1", createdAt: "2027-03-01T10:00:00", debtor: { ...debtor, iban: "NL00" }, transfers: [] });
    expect(none).toMatchObject({ ok: false, problems: ["debtorIban", "noTransfers"] });
  });

  it("derives the message id from the content and executes on business days", () => {
    expect(pain001MessageId(debtor.iban, "2027-03-01", ["B", "A"])).toBe(pain001MessageId(debtor.iban, "2027-03-01", ["A", "B"]));
    expect(pain001MessageId(debtor.iban, "2027-03-01", ["A"])).not.toBe(pain001MessageId(debtor.iban, "2027-03-01", ["A", "B"]));
    expect(pain001MessageId(debtor.iban, "2027-03-01", ["A"]).length).toBeLessThanOrEqual(35);
    expect(executionDate("2027-03-06")).toBe("2027-03-08"); // Saturday -> Monday
    expect(executionDate("2027-12-25")).toBe("2027-12-27");
    expect(executionDate("2027-03-02")).toBe("2027-03-02");
  });
});

describe("reminder link token", () => {
  const secret = "a-test-secret-of-some-length";
  const now = Date.UTC(2027, 2, 1);
  const token = signInvoiceLink(secret, "inv1", "user1", invoiceLinkExpiry(now));

  it("is good for its invoice and customer until it expires", () => {
    expect(verifyInvoiceLink([secret], token, "inv1", "user1", now)).toBe(true);
    expect(verifyInvoiceLink([secret], token, "inv1", "user1", now + (INVOICE_LINK_DAYS * 86_400 - 1) * 1000)).toBe(true);
    expect(verifyInvoiceLink([secret], token, "inv1", "user1", now + INVOICE_LINK_DAYS * 86_400 * 1000)).toBe(false);
  });

  it("is good for nothing else: another invoice, customer or secret, a changed expiry or signature", () => {
    expect(verifyInvoiceLink([secret], token, "inv2", "user1", now)).toBe(false);
    expect(verifyInvoiceLink([secret], token, "inv1", "user2", now)).toBe(false);
    expect(verifyInvoiceLink(["another-secret-entirely"], token, "inv1", "user1", now)).toBe(false);
    const [expiry, mac] = token.split(".") as [string, string];
    expect(verifyInvoiceLink([secret], `${Number(expiry) + 86_400}.${mac}`, "inv1", "user1", now)).toBe(false);
    const flipped = `${expiry}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(verifyInvoiceLink([secret], flipped, "inv1", "user1", now)).toBe(false);
    for (const junk of ["", ".", "abc", `${expiry}.`, `${"9".repeat(200)}.${mac}`])
      expect(verifyInvoiceLink([secret], junk, "inv1", "user1", now)).toBe(false);
  });

  it("still verifies with an older secret while secrets are rotated", () => {
    expect(verifyInvoiceLink(["new-secret-for-this-year", secret], token, "inv1", "user1", now)).toBe(true);
  });
});
