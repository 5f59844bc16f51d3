// Claims in the database. Every read and write names the partner and the customer: a claim,
// policy or file id from the browser is only ever looked up together with both.
import { randomBytes } from "node:crypto";
import { claimNumber, claimNumberSuffix, claimStatus, type ClaimStatus } from "~/domain/claims/claims";
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { quotaWindows, type AllowedUploadType } from "~/domain/platform/uploads";
import { db } from "../platform/db.server";
import { logger } from "../platform/logger.server";
import { fileStore, newStorageKey, storedFileDownload } from "../platform/file-store.server";

export type Owner = { partnerId: string; userId: string };

export type ClaimListItem = {
  id: string;
  number: string;
  policyNumber: string;
  productName: string;
  occurredOn: string;
  reportedAt: string;
  status: ClaimStatus;
  files: { id: string; fileName: string; mimeType: string; sizeBytes: number }[];
  /** The amount the insurer pays, once approved (cents). */
  approvedCents: number | null;
  currency: string;
  /** Each status change by the claims handler, oldest first, with the note to the customer. */
  history: { id: string; status: ClaimStatus; note: string | null; amountCents: number | null; at: string }[];
};

export async function listClaims(owner: Owner, language: Language): Promise<ClaimListItem[]> {
  const claims = await db.claim.findMany({
    where: { partnerId: owner.partnerId, userId: owner.userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      number: true,
      occurredOn: true,
      createdAt: true,
      status: true,
      approvedCents: true,
      policy: { select: { number: true, currency: true, product: { select: { names: true } } } },
      files: { select: { id: true, fileName: true, mimeType: true, sizeBytes: true }, orderBy: { createdAt: "asc" } },
      events: {
        select: { id: true, status: true, note: true, amountCents: true, createdAt: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  return claims.map((claim) => ({
    id: claim.id,
    number: claim.number,
    policyNumber: claim.policy.number,
    productName: pickTranslation(claim.policy.product.names, language),
    occurredOn: claim.occurredOn,
    reportedAt: claim.createdAt.toISOString(),
    status: claimStatus(claim.status),
    files: claim.files,
    approvedCents: claim.approvedCents,
    currency: claim.policy.currency,
    history: claim.events.map((event) => ({
      id: event.id,
      status: claimStatus(event.status),
      note: event.note,
      amountCents: event.amountCents,
      at: event.createdAt.toISOString(),
    })),
  }));
}

export type ClaimablePolicy = { id: string; number: string; productName: string };

/** The customer's policies on this partner, any status: damage may predate a cancellation. */
export async function claimablePolicies(owner: Owner, language: Language): Promise<ClaimablePolicy[]> {
  const policies = await db.policy.findMany({
    // A policy declined at review was never insured (decision 0045).
    where: { partnerId: owner.partnerId, userId: owner.userId, status: { not: "declined" } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, number: true, product: { select: { names: true } } },
  });
  return policies.map((policy) => ({ id: policy.id, number: policy.number, productName: pickTranslation(policy.product.names, language) }));
}

/** The policy when it is this customer's on this partner, else null. */
export async function ownPolicy(owner: Owner, policyId: string): Promise<{ id: string } | null> {
  return db.policy.findFirst({
    where: { id: policyId, partnerId: owner.partnerId, userId: owner.userId, status: { not: "declined" } },
    select: { id: true },
  });
}

/** A received, judged file still in the incoming folder (server/uploads.server.ts). */
export type NewClaimFile = { fileName: string; mimeType: AllowedUploadType; sizeBytes: number; sha256: string; tempPath: string };

/** What the customer has sent so far: claims since midnight and bytes of files since the 1st (Amsterdam time). */
export async function claimUsage(owner: Owner, now = new Date()): Promise<{ claimsToday: number; bytesThisMonth: number }> {
  const { dayStart, monthStart } = quotaWindows(now);
  const [claimsToday, bytes] = await Promise.all([
    db.claim.count({ where: { userId: owner.userId, partnerId: owner.partnerId, createdAt: { gte: dayStart } } }),
    db.claimFile.aggregate({
      where: { createdAt: { gte: monthStart }, claim: { userId: owner.userId, partnerId: owner.partnerId } },
      _sum: { sizeBytes: true },
    }),
  ]);
  return { claimsToday, bytesThisMonth: bytes._sum.sizeBytes ?? 0 };
}

/**
 * Moves the files into the file store, then stores the claim with their keys. The claim number
 * is the day and a random part; in the unlikely case it is taken, another is drawn. When the
 * claim can not be stored, the files are taken out of the store again.
 */
export async function createClaim(
  owner: Owner,
  claim: { policyId: string; description: string; occurredOn: string; today: string },
  files: NewClaimFile[],
): Promise<{ id: string; number: string }> {
  const stored: { file: NewClaimFile; storageKey: string }[] = [];
  try {
    for (const file of files) {
      const storageKey = newStorageKey("claim-files");
      await fileStore().putFile(storageKey, file.tempPath, { contentType: file.mimeType, sizeBytes: file.sizeBytes });
      stored.push({ file, storageKey });
    }
    return await insertClaim(owner, claim, stored);
  } catch (error) {
    await Promise.all(
      stored.map(({ storageKey }) =>
        fileStore()
          .remove(storageKey)
          .catch((err: unknown) => logger.error({ err, storageKey }, "could not remove an orphaned claim file")),
      ),
    );
    throw error;
  }
}

async function insertClaim(
  owner: Owner,
  claim: { policyId: string; description: string; occurredOn: string; today: string },
  stored: { file: NewClaimFile; storageKey: string }[],
): Promise<{ id: string; number: string }> {
  for (let attempt = 0; ; attempt++) {
    const number = claimNumber(claim.today, claimNumberSuffix(randomBytes(6)));
    try {
      return await db.claim.create({
        data: {
          number,
          partnerId: owner.partnerId,
          userId: owner.userId,
          policyId: claim.policyId,
          description: claim.description,
          occurredOn: claim.occurredOn,
          files: {
            create: stored.map(({ file, storageKey }) => ({
              fileName: file.fileName,
              mimeType: file.mimeType,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              storageKey,
            })),
          },
        },
        select: { id: true, number: true },
      });
    } catch (error) {
      // P2002: unique constraint (same code from both generated clients).
      const taken = typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
      if (!taken || attempt >= 4) throw error;
    }
  }
}

/** What a claim file download reads of its row. */
export const CLAIM_FILE_DOWNLOAD = { fileName: true, mimeType: true, storageKey: true } as const;

/** A file of the customer's own claim on this partner; null otherwise. */
export async function ownClaimFile(owner: Owner, claimId: string, fileId: string) {
  return db.claimFile.findFirst({
    where: { id: fileId, claimId, claim: { partnerId: owner.partnerId, userId: owner.userId } },
    select: CLAIM_FILE_DOWNLOAD,
  });
}

/** A stored claim file as a download, for the customer and for staff alike (storedFileDownload). */
export const claimFileResponse = storedFileDownload;
