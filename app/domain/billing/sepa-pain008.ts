// A SEPA Core direct-debit collection file, ISO 20022 pain.008.001.02 (the format Dutch banks
// accept; decision 0041). One file per creditor: its debits are grouped in one PmtInf per
// sequence type and collection date, each booked per transaction (BtchBookg false) so the
// bank's answer names every collection by its end-to-end id. Text fields are kept to the SEPA
// character set and their lengths; identifiers that do not fit are not cut (the bank's answer
// is matched on them), the debit is left out with the reason instead. Money is integer cents.
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { easterSunday } from "../platform/office-hours";

export type SequenceType = "FRST" | "RCUR";

export type Creditor = {
  name: string;
  iban: string;
  bic?: string | null;
  /** The SEPA creditor identifier, for example NL98ZZZ999999999999 (scheme Prtry "SEPA"). */
  identifier: string;
};

export type DirectDebit = {
  /** Unique per collection; the bank's answer names the collection by it (the invoice number). */
  endToEndId: string;
  amountCents: number;
  currency?: string;
  mandateId: string;
  mandateSignedOn: string;
  sequenceType: SequenceType;
  collectionDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic?: string | null;
  remittance: string;
};

export type ExclusionReason =
  | "endToEndId"
  | "duplicateEndToEndId"
  | "amount"
  | "currency"
  | "mandateId"
  | "mandateSignedOn"
  | "collectionDate"
  | "debtorName"
  | "debtorIban"
  | "debtorBic";

export type CreditorProblem =
  "messageId" | "createdAt" | "creditorName" | "creditorIban" | "creditorBic" | "creditorIdentifier" | "noDebits";

export type PaymentInformationSummary = {
  id: string;
  sequenceType: SequenceType;
  collectionDate: string;
  numberOfTransactions: number;
  controlSumCents: number;
  endToEndIds: string[];
};

export type Pain008Result =
  | {
      ok: true;
      xml: string;
      messageId: string;
      numberOfTransactions: number;
      controlSumCents: number;
      paymentInformation: PaymentInformationSummary[];
      excluded: { endToEndId: string; reason: ExclusionReason }[];
    }
  | { ok: false; problems: CreditorProblem[]; excluded: { endToEndId: string; reason: ExclusionReason }[] };

export const SEPA_MAX = { name: 70, identifier: 35, remittance: 140 } as const;
/** The largest amount of one SEPA collection: 999,999,999.99 euro. */
const MAX_AMOUNT_CENTS = 99_999_999_999;

const TRANSLITERATION: Record<string, string> = {
  ß: "ss",
  Æ: "AE",
  æ: "ae",
  Ø: "O",
  ø: "o",
  Œ: "OE",
  œ: "oe",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Þ: "TH",
  þ: "th",
  ı: "i",
  "&": "+",
  "‘": "'",
  "’": "'",
  "‚": "'",
  "´": "'",
  "`": "'",
  "“": "'",
  "”": "'",
  '"': "'",
  "–": "-",
  "—": "-",
  _: "-",
};

/**
 * Text in the SEPA character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space): accents dropped,
 * a few letters spelled out (ß -> ss), & as +, anything else as a space; spaces collapsed;
 * at most `maxLength` characters.
 */
export function sepaText(value: string, maxLength: number): string {
  const replaced = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/./gsu, (char) => TRANSLITERATION[char] ?? char)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return replaced.slice(0, maxLength).trim();
}

/** An identifier (end-to-end id, mandate id, message id): 1-35 SEPA characters without spaces, no leading, trailing or double slash. */
export function isSepaIdentifier(value: string, maxLength: number = SEPA_MAX.identifier): boolean {
  return (
    value.length >= 1 &&
    value.length <= maxLength &&
    /^[A-Za-z0-9/\-?:().,'+]+$/.test(value) &&
    !value.startsWith("/") &&
    !value.endsWith("/") &&
    !value.includes("//")
  );
}

/** ISO 7064 mod 97-10 over a string of digits and letters (A=10 ... Z=35). */
function mod97(alphanumeric: string): number {
  let rest = 0;
  for (const char of alphanumeric) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/**
 * A SEPA creditor identifier: country, two check digits, a three-character business code
 * (ZZZ when none) and the national identifier; the check digits cover the country and the
 * national identifier, not the business code.
 */
export function isValidCreditorIdentifier(value: string): boolean {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(compact) || compact.length > 35) return false;
  return mod97(`${compact.slice(7)}${compact.slice(0, 2)}${compact.slice(2, 4)}`) === 1;
}

/**
 * FRST for a mandate's first collection, RCUR once a collection under it went through (paid,
 * or paid and later refunded or disputed). A rejected or failed first collection does not
 * count: the next one is FRST again.
 */
export function sequenceType(earlierCollectionStatuses: Iterable<string>): SequenceType {
  for (const status of earlierCollectionStatuses) if (status === "paid" || status === "refunded" || status === "disputed") return "RCUR";
  return "FRST";
}

// TARGET2 closing days: weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December.
/** Easter Sunday as a UTC date (the calculation lives with the office hours' holidays). */
function easterSundayUtc(year: number): Date {
  const { month, day } = easterSunday(year);
  return new Date(Date.UTC(year, month - 1, day));
}

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isTargetBusinessDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = iso.slice(5);
  if (["01-01", "05-01", "12-25", "12-26"].includes(monthDay)) return false;
  const easter = easterSundayUtc(date.getUTCFullYear()).toISOString().slice(0, 10);
  return iso !== shift(easter, -2) && iso !== shift(easter, 1);
}

/**
 * The collection date of a debit due on `dueDate` in a file made on `fileDate`: the first
 * TARGET business day on or after the due date and after the file date (SEPA Core needs the
 * file at the bank one business day ahead).
 */
export function collectionDate(dueDate: string, fileDate: string): string {
  let date = dueDate > fileDate ? dueDate : shift(fileDate, 1);
  while (!isTargetBusinessDay(date)) date = shift(date, 1);
  return date;
}

/** A message id derived from the file's content, so making the same file twice gives the same id and the bank refuses the second. */
export function pain008MessageId(creditorIdentifier: string, fileDate: string, endToEndIds: readonly string[]): string {
  const content = `${creditorIdentifier}|${[...endToEndIds].sort().join(",")}`;
  const hash = (seed: number) => {
    let value = seed;
    for (let index = 0; index < content.length; index += 1) value = Math.imul(value ^ content.charCodeAt(index), 0x01000193) >>> 0;
    return value.toString(16).padStart(8, "0");
  };
  return `DD-${fileDate.replace(/-/g, "")}-${hash(0x811c9dc5)}${hash(0x2c9277b5)}`.toUpperCase();
}

export function formatCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

const iban = (value: string) => electronicFormatIBAN(value) ?? "";

function exclusionReason(debit: DirectDebit): ExclusionReason | null {
  if (!isSepaIdentifier(debit.endToEndId)) return "endToEndId";
  if (!Number.isInteger(debit.amountCents) || debit.amountCents < 1 || debit.amountCents > MAX_AMOUNT_CENTS) return "amount";
  if ((debit.currency ?? "EUR") !== "EUR") return "currency";
  if (!isSepaIdentifier(debit.mandateId)) return "mandateId";
  if (!isIsoDate(debit.collectionDate)) return "collectionDate";
  if (!isIsoDate(debit.mandateSignedOn) || debit.mandateSignedOn > debit.collectionDate) return "mandateSignedOn";
  if (sepaText(debit.debtorName, SEPA_MAX.name) === "") return "debtorName";
  if (!isValidIBAN(iban(debit.debtorIban))) return "debtorIban";
  if (debit.debtorBic && !isValidBIC(debit.debtorBic.toUpperCase())) return "debtorBic";
  return null;
}

function agent(bic: string | null | undefined): string {
  // IBAN-only: SEPA lets the BIC be left out; the schema still wants an agent.
  return bic
    ? `<FinInstnId><BIC>${escapeXml(bic.toUpperCase())}</BIC></FinInstnId>`
    : "<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>";
}

/**
 * The pain.008.001.02 file for one creditor. `createdAt` is the local date and time the file
 * is made (YYYY-MM-DDTHH:MM:SS). Debits that can not be sent are listed in `excluded`; the
 * file holds the rest, or the result says why there is no file.
 */
export function buildPain008(input: {
  messageId: string;
  createdAt: string;
  creditor: Creditor;
  debits: readonly DirectDebit[];
}): Pain008Result {
  const { creditor } = input;
  const problems: CreditorProblem[] = [];
  if (!isSepaIdentifier(input.messageId)) problems.push("messageId");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(input.createdAt) || !isIsoDate(input.createdAt.slice(0, 10)))
    problems.push("createdAt");
  const creditorName = sepaText(creditor.name, SEPA_MAX.name);
  if (creditorName === "") problems.push("creditorName");
  if (!isValidIBAN(iban(creditor.iban))) problems.push("creditorIban");
  if (creditor.bic && !isValidBIC(creditor.bic.toUpperCase())) problems.push("creditorBic");
  if (!isValidCreditorIdentifier(creditor.identifier)) problems.push("creditorIdentifier");

  const excluded: { endToEndId: string; reason: ExclusionReason }[] = [];
  const seen = new Set<string>();
  const accepted: DirectDebit[] = [];
  for (const debit of input.debits) {
    const reason = exclusionReason(debit) ?? (seen.has(debit.endToEndId) ? "duplicateEndToEndId" : null);
    if (reason) excluded.push({ endToEndId: debit.endToEndId, reason });
    else {
      seen.add(debit.endToEndId);
      accepted.push(debit);
    }
  }
  if (accepted.length === 0) problems.push("noDebits");
  if (problems.length > 0) return { ok: false, problems, excluded };

  const groups = new Map<string, DirectDebit[]>();
  for (const debit of accepted) {
    const key = `${debit.collectionDate}|${debit.sequenceType === "FRST" ? 0 : 1}`;
    groups.set(key, [...(groups.get(key) ?? []), debit]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, debits]) => debits);
  const idStem = input.messageId.slice(0, SEPA_MAX.identifier - 4);
  const paymentInformation: PaymentInformationSummary[] = ordered.map((debits, index) => ({
    id: `${idStem}-${String(index + 1).padStart(3, "0")}`,
    sequenceType: debits[0]!.sequenceType,
    collectionDate: debits[0]!.collectionDate,
    numberOfTransactions: debits.length,
    controlSumCents: debits.reduce((sum, debit) => sum + debit.amountCents, 0),
    endToEndIds: debits.map((debit) => debit.endToEndId),
  }));
  const numberOfTransactions = accepted.length;
  const controlSumCents = accepted.reduce((sum, debit) => sum + debit.amountCents, 0);
  const creditorIdentifier = creditor.identifier.replace(/\s+/g, "").toUpperCase();

  const transaction = (debit: DirectDebit) =>
    [
      "<DrctDbtTxInf>",
      `<PmtId><EndToEndId>${escapeXml(debit.endToEndId)}</EndToEndId></PmtId>`,
      `<InstdAmt Ccy="EUR">${formatCents(debit.amountCents)}</InstdAmt>`,
      `<DrctDbtTx><MndtRltdInf><MndtId>${escapeXml(debit.mandateId)}</MndtId><DtOfSgntr>${debit.mandateSignedOn}</DtOfSgntr></MndtRltdInf></DrctDbtTx>`,
      `<DbtrAgt>${agent(debit.debtorBic)}</DbtrAgt>`,
      `<Dbtr><Nm>${escapeXml(sepaText(debit.debtorName, SEPA_MAX.name))}</Nm></Dbtr>`,
      `<DbtrAcct><Id><IBAN>${iban(debit.debtorIban)}</IBAN></Id></DbtrAcct>`,
      ...(sepaText(debit.remittance, SEPA_MAX.remittance)
        ? [`<RmtInf><Ustrd>${escapeXml(sepaText(debit.remittance, SEPA_MAX.remittance))}</Ustrd></RmtInf>`]
        : []),
      "</DrctDbtTxInf>",
    ].join("");

  const paymentBlocks = ordered.map((debits, index) => {
    const summary = paymentInformation[index]!;
    return [
      "<PmtInf>",
      `<PmtInfId>${escapeXml(summary.id)}</PmtInfId>`,
      "<PmtMtd>DD</PmtMtd>",
      "<BtchBookg>false</BtchBookg>",
      `<NbOfTxs>${summary.numberOfTransactions}</NbOfTxs>`,
      `<CtrlSum>${formatCents(summary.controlSumCents)}</CtrlSum>`,
      `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>${summary.sequenceType}</SeqTp></PmtTpInf>`,
      `<ReqdColltnDt>${summary.collectionDate}</ReqdColltnDt>`,
      `<Cdtr><Nm>${escapeXml(creditorName)}</Nm></Cdtr>`,
      `<CdtrAcct><Id><IBAN>${iban(creditor.iban)}</IBAN></Id></CdtrAcct>`,
      `<CdtrAgt>${agent(creditor.bic)}</CdtrAgt>`,
      "<ChrgBr>SLEV</ChrgBr>",
      `<CdtrSchmeId><Id><PrvtId><Othr><Id>${escapeXml(creditorIdentifier)}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>`,
      ...debits.map(transaction),
      "</PmtInf>",
    ].join("\n");
  });

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    "<CstmrDrctDbtInitn>",
    "<GrpHdr>",
    `<MsgId>${escapeXml(input.messageId)}</MsgId>`,
    `<CreDtTm>${input.createdAt}</CreDtTm>`,
    `<NbOfTxs>${numberOfTransactions}</NbOfTxs>`,
    `<CtrlSum>${formatCents(controlSumCents)}</CtrlSum>`,
    `<InitgPty><Nm>${escapeXml(creditorName)}</Nm></InitgPty>`,
    "</GrpHdr>",
    ...paymentBlocks,
    "</CstmrDrctDbtInitn>",
    "</Document>",
    "",
  ].join("\n");
  return { ok: true, xml, messageId: input.messageId, numberOfTransactions, controlSumCents, paymentInformation, excluded };
}
