// A SEPA credit transfer file, ISO 20022 pain.001.001.03 (what Dutch banks accept for batches;
// decision 0044): the refunds of overpaid premium, paid from the insurer's account. One PmtInf
// per execution date, booked per transaction (BtchBookg false) so the statement names each
// refund by its end-to-end id. The same text and identifier rules as the pain.008 file
// (sepa-pain008.ts): text in the SEPA character set and cut to length, identifiers never cut -
// a transfer that does not fit is left out with its reason. Money is integer cents.
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { formatCents, isSepaIdentifier, isTargetBusinessDay, SEPA_MAX, sepaText, type Creditor } from "./sepa-pain008";

/** The insurer's account the money leaves from: the same party as the creditor of the debits. */
export type Debtor = Creditor;

export type CreditTransfer = {
  /** Unique per transfer; the bank statement names it (the refund's credit invoice number). */
  endToEndId: string;
  amountCents: number;
  currency?: string;
  executionDate: string;
  creditorName: string;
  creditorIban: string;
  creditorBic?: string | null;
  remittance: string;
};

export type TransferExclusion =
  "endToEndId" | "duplicateEndToEndId" | "amount" | "currency" | "executionDate" | "creditorName" | "creditorIban" | "creditorBic";
export type DebtorProblem = "messageId" | "createdAt" | "debtorName" | "debtorIban" | "debtorBic" | "noTransfers";

export type Pain001Result =
  | {
      ok: true;
      xml: string;
      messageId: string;
      numberOfTransactions: number;
      controlSumCents: number;
      excluded: { endToEndId: string; reason: TransferExclusion }[];
    }
  | { ok: false; problems: DebtorProblem[]; excluded: { endToEndId: string; reason: TransferExclusion }[] };

const MAX_AMOUNT_CENTS = 99_999_999_999;

const iban = (value: string) => electronicFormatIBAN(value) ?? "";

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first TARGET business day on or after `date`: banks execute transfers on business days only. */
export function executionDate(date: string): string {
  let day = date;
  while (!isTargetBusinessDay(day)) day = shift(day, 1);
  return day;
}

/** A message id from the file's content: the same refunds twice give the same id, and the bank refuses the second file. */
export function pain001MessageId(debtorIban: string, fileDate: string, endToEndIds: readonly string[]): string {
  const content = `${iban(debtorIban)}|${[...endToEndIds].sort().join(",")}`;
  const hash = (seed: number) => {
    let value = seed;
    for (let index = 0; index < content.length; index += 1) value = Math.imul(value ^ content.charCodeAt(index), 0x01000193) >>> 0;
    return value.toString(16).padStart(8, "0");
  };
  return `CT-${fileDate.replace(/-/g, "")}-${hash(0x811c9dc5)}${hash(0x2c9277b5)}`.toUpperCase();
}

function exclusionReason(transfer: CreditTransfer): TransferExclusion | null {
  if (!isSepaIdentifier(transfer.endToEndId)) return "endToEndId";
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > MAX_AMOUNT_CENTS) return "amount";
  if ((transfer.currency ?? "EUR") !== "EUR") return "currency";
  if (!isIsoDate(transfer.executionDate)) return "executionDate";
  if (sepaText(transfer.creditorName, SEPA_MAX.name) === "") return "creditorName";
  if (!isValidIBAN(iban(transfer.creditorIban))) return "creditorIban";
  if (transfer.creditorBic && !isValidBIC(transfer.creditorBic.toUpperCase())) return "creditorBic";
  return null;
}

function agent(bic: string | null | undefined): string {
  // IBAN-only: SEPA lets the BIC be left out; the schema still wants the debtor's agent.
  return bic
    ? `<FinInstnId><BIC>${escapeXml(bic.toUpperCase())}</BIC></FinInstnId>`
    : "<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>";
}

/** The pain.001.001.03 file; `createdAt` is the local date and time (YYYY-MM-DDTHH:MM:SS). */
export function buildPain001(input: {
  messageId: string;
  createdAt: string;
  debtor: Debtor;
  transfers: readonly CreditTransfer[];
}): Pain001Result {
  const { debtor } = input;
  const problems: DebtorProblem[] = [];
  if (!isSepaIdentifier(input.messageId)) problems.push("messageId");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(input.createdAt) || !isIsoDate(input.createdAt.slice(0, 10)))
    problems.push("createdAt");
  const debtorName = sepaText(debtor.name, SEPA_MAX.name);
  if (debtorName === "") problems.push("debtorName");
  if (!isValidIBAN(iban(debtor.iban))) problems.push("debtorIban");
  if (debtor.bic && !isValidBIC(debtor.bic.toUpperCase())) problems.push("debtorBic");

  const excluded: { endToEndId: string; reason: TransferExclusion }[] = [];
  const seen = new Set<string>();
  const accepted: CreditTransfer[] = [];
  for (const transfer of input.transfers) {
    const reason = exclusionReason(transfer) ?? (seen.has(transfer.endToEndId) ? "duplicateEndToEndId" : null);
    if (reason) excluded.push({ endToEndId: transfer.endToEndId, reason });
    else {
      seen.add(transfer.endToEndId);
      accepted.push(transfer);
    }
  }
  if (accepted.length === 0) problems.push("noTransfers");
  if (problems.length > 0) return { ok: false, problems, excluded };

  const byDate = new Map<string, CreditTransfer[]>();
  for (const transfer of accepted) byDate.set(transfer.executionDate, [...(byDate.get(transfer.executionDate) ?? []), transfer]);
  const dates = [...byDate.keys()].sort();
  const idStem = input.messageId.slice(0, SEPA_MAX.identifier - 4);
  const sum = (transfers: readonly CreditTransfer[]) => transfers.reduce((total, transfer) => total + transfer.amountCents, 0);

  const transaction = (transfer: CreditTransfer) => {
    const remittance = sepaText(transfer.remittance, SEPA_MAX.remittance);
    return [
      "<CdtTrfTxInf>",
      `<PmtId><EndToEndId>${escapeXml(transfer.endToEndId)}</EndToEndId></PmtId>`,
      `<Amt><InstdAmt Ccy="EUR">${formatCents(transfer.amountCents)}</InstdAmt></Amt>`,
      ...(transfer.creditorBic
        ? [`<CdtrAgt><FinInstnId><BIC>${escapeXml(transfer.creditorBic.toUpperCase())}</BIC></FinInstnId></CdtrAgt>`]
        : []),
      `<Cdtr><Nm>${escapeXml(sepaText(transfer.creditorName, SEPA_MAX.name))}</Nm></Cdtr>`,
      `<CdtrAcct><Id><IBAN>${iban(transfer.creditorIban)}</IBAN></Id></CdtrAcct>`,
      ...(remittance ? [`<RmtInf><Ustrd>${escapeXml(remittance)}</Ustrd></RmtInf>`] : []),
      "</CdtTrfTxInf>",
    ].join("");
  };

  const blocks = dates.map((date, index) => {
    const transfers = byDate.get(date)!;
    return [
      "<PmtInf>",
      `<PmtInfId>${escapeXml(`${idStem}-${String(index + 1).padStart(3, "0")}`)}</PmtInfId>`,
      "<PmtMtd>TRF</PmtMtd>",
      "<BtchBookg>false</BtchBookg>",
      `<NbOfTxs>${transfers.length}</NbOfTxs>`,
      `<CtrlSum>${formatCents(sum(transfers))}</CtrlSum>`,
      "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>",
      `<ReqdExctnDt>${date}</ReqdExctnDt>`,
      `<Dbtr><Nm>${escapeXml(debtorName)}</Nm></Dbtr>`,
      `<DbtrAcct><Id><IBAN>${iban(debtor.iban)}</IBAN></Id></DbtrAcct>`,
      `<DbtrAgt>${agent(debtor.bic)}</DbtrAgt>`,
      "<ChrgBr>SLEV</ChrgBr>",
      ...transfers.map(transaction),
      "</PmtInf>",
    ].join("\n");
  });

  const controlSumCents = sum(accepted);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    "<CstmrCdtTrfInitn>",
    "<GrpHdr>",
    `<MsgId>${escapeXml(input.messageId)}</MsgId>`,
    `<CreDtTm>${input.createdAt}</CreDtTm>`,
    `<NbOfTxs>${accepted.length}</NbOfTxs>`,
    `<CtrlSum>${formatCents(controlSumCents)}</CtrlSum>`,
    `<InitgPty><Nm>${escapeXml(debtorName)}</Nm></InitgPty>`,
    "</GrpHdr>",
    ...blocks,
    "</CstmrCdtTrfInitn>",
    "</Document>",
    "",
  ].join("\n");
  return { ok: true, xml, messageId: input.messageId, numberOfTransactions: accepted.length, controlSumCents, excluded };
}
