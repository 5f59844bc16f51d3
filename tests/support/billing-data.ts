// Billing test data of a test's own (issue 14): a partner, customers with a mandate and policies
// straight in the database, and camt.054 bank answers written like the bank's. Shared by the
// integration test, the browser test and (as SQL) the benchmark's shape.
import { randomBytes } from "node:crypto";
import type { Db } from "../../app/server/platform/db.server";

/** Valid Dutch test IBANs (mod 97), one per customer in turn. */
export const TEST_IBANS = ["NL91ABNA0417164300", "NL20INGB0001234567", "NL44RABO0123456789", "NL02ABNA0123456789"];

export async function createBillingPartner(db: Db, tag: string): Promise<{ id: string; name: string }> {
  const name = `bill-${tag}-${randomBytes(4).toString("hex")}`.toLowerCase();
  return db.partner.create({ data: { name, displayName: `Billing ${tag}` }, select: { id: true, name: true } });
}

export type TestPolicy = {
  policyId: string;
  policyNumber: string;
  userId: string;
  mandateId: string;
  mandateReference: string;
  email: string;
};

/** A customer with a signed mandate and one policy (status active unless told otherwise). */
export async function createBilledPolicy(
  db: Db,
  partnerId: string,
  input: {
    startDate: string;
    monthlyCents: number;
    status?: string;
    endDate?: string | null;
    iban?: string;
    signedOn?: string;
    email?: string;
  },
): Promise<TestPolicy> {
  const suffix = randomBytes(5).toString("hex").toUpperCase();
  const email = input.email ?? `billing-${suffix.toLowerCase()}@example.com`;
  const product = await db.insuranceProduct.findFirstOrThrow({ select: { id: true, type: true } });
  const user = await db.user.create({
    data: { partnerId, email, isGuest: false, firstName: "Bea", lastName: `Betaler ${suffix}` },
    select: { id: true },
  });
  const checkout = await db.checkout.create({
    data: { partnerId, userId: user.id, group: "business", status: "completed" },
    select: { id: true },
  });
  const mandate = await db.mandate.create({
    data: {
      partnerId,
      userId: user.id,
      reference: `MND-T-${suffix}`,
      iban: input.iban ?? TEST_IBANS[0]!,
      accountHolder: `B. Betaler ${suffix}`,
      signedOn: input.signedOn ?? input.startDate,
    },
    select: { id: true, reference: true },
  });
  const policy = await db.policy.create({
    data: {
      number: `POL-T-${suffix}`,
      partnerId,
      userId: user.id,
      productId: product.id,
      checkoutId: checkout.id,
      mandateId: mandate.id,
      status: input.status ?? "active",
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      cancelledAt: input.status === "cancelled" ? new Date() : null,
      netMonthlyCents: input.monthlyCents,
      grossMonthlyCents: input.monthlyCents,
      answers: [],
    },
    select: { id: true, number: true },
  });
  return {
    policyId: policy.id,
    policyNumber: policy.number,
    userId: user.id,
    mandateId: mandate.id,
    mandateReference: mandate.reference,
    email,
  };
}

export type Camt054Booking = {
  endToEndId: string;
  amountCents: number;
  /** CRDT: the collection went through; DBIT: money going back (with a reason: a reject or return). */
  credit: boolean;
  reasonCode?: string;
  reference: string;
  mandateId?: string;
  bookingDate?: string;
};

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** A camt.054.001.02 notification with one booked entry per collection, as the bank sends them. */
export function camt054(messageId: string, bookings: readonly Camt054Booking[]): string {
  const entries = bookings.map(
    (booking) => `
      <Ntry>
        <Amt Ccy="EUR">${amount(booking.amountCents)}</Amt>
        <CdtDbtInd>${booking.credit ? "CRDT" : "DBIT"}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${booking.bookingDate ?? "2027-03-01"}</Dt></BookgDt>
        <AcctSvcrRef>${booking.reference}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${booking.reference}-1</AcctSvcrRef><EndToEndId>${booking.endToEndId}</EndToEndId>${booking.mandateId ? `<MndtId>${booking.mandateId}</MndtId>` : ""}</Refs>
          <AmtDtls><InstdAmt><Amt Ccy="EUR">${amount(booking.amountCents)}</Amt></InstdAmt></AmtDtls>
          ${booking.reasonCode ? `<RtrInf><Rsn><Cd>${booking.reasonCode}</Cd></Rsn></RtrInf>` : ""}
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2027-03-05T06:12:44</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${messageId}-1</Id>
      <CreDtTm>2027-03-05T06:12:44</CreDtTm>
      <Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>${entries.join("")}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
