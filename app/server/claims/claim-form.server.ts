// The claim form's post (/user/claims), apart from its page: the files received as a stream
// and judged (decision 0065), the customer's daily and monthly allowance checked before and
// again after the files arrive, the fields validated, and the claim stored with its files in
// the file store. Answers as the route returns: a redirect, or the form's reply with 400 or 429.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { CLAIM_FILE_FIELD as FILE_FIELD, CLAIM_MESSAGES, claimFormSchema } from "~/domain/claims/claims";
import { VALIDATION_MESSAGES } from "~/domain/platform/field-checks";
import {
  checkUpload,
  checkUploadCount,
  claimQuota,
  isAllowedUploadType,
  quotaMessageValues,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from "~/domain/platform/uploads";
import { claimUsage, createClaim, ownPolicy, type NewClaimFile, type Owner } from "./claims.server";
import { config } from "../platform/config.server";
import { receiveUploadForm } from "../platform/uploads.server";

/** A file the form refused, shown by name with its message. */
export type RejectedFile = { name: string; message: string };

const quotaLimits = () => ({ claimsPerDay: config.files.claimsPerDay, bytesPerMonth: config.files.bytesPerMonth });

/** What the form's quota messages say: this site's configured limits, not the defaults. */
export function claimQuotaMessageValues() {
  return quotaMessageValues(quotaLimits());
}

export async function reportClaimFromForm(request: Request, owner: Owner, today: string) {
  const limits = quotaLimits();
  const quota = claimQuota(await claimUsage(owner), limits);
  const upload = await receiveUploadForm(request, FILE_FIELD, {
    maxBytes: UPLOAD_LIMITS.MAX_BYTES,
    maxFiles: UPLOAD_LIMITS.MAX_FILES,
    bytesLeft: quota.ok ? quota.bytesLeft : 0,
    // At the day's limit the typed fields come back with the message; files are not even kept.
    dropFiles: !quota.ok,
    acceptsType: isAllowedUploadType,
  });
  try {
    upload.fields.delete("__intent__"); // no form intents here; a forged one is not parsed
    const submission = parseWithZod(upload.fields, { schema: claimFormSchema(today) });

    const fieldErrors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      const list = (fieldErrors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    };
    if (submission.status !== "success") {
      for (const [field, messages] of Object.entries(submission.error ?? {})) for (const message of messages ?? []) add(field, message);
    }
    for (const field of upload.overlongFields) add(field, VALIDATION_MESSAGES.tooLong);

    const policyId = upload.fields.get("policyId");
    if (typeof policyId === "string" && policyId !== "" && !(await ownPolicy(owner, policyId))) {
      add("policyId", CLAIM_MESSAGES.unknownPolicy);
    }

    const rejected: RejectedFile[] = [
      ...upload.oversized.map((name) => ({ name, message: UPLOAD_MESSAGES.tooLarge })),
      ...upload.wrongType.map((name) => ({ name, message: UPLOAD_MESSAGES.type })),
    ];
    const accepted: NewClaimFile[] = [];
    for (const file of upload.files) {
      const verdict = checkUpload({ sizeBytes: file.sizeBytes, detectedMime: file.detectedMime });
      if (verdict.ok)
        accepted.push({
          fileName: file.fileName,
          mimeType: verdict.mimeType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          tempPath: file.tempPath,
        });
      else rejected.push({ name: file.fileName, message: verdict.message });
    }
    for (const file of rejected) add(FILE_FIELD, file.message);
    const countError = upload.tooMany
      ? UPLOAD_MESSAGES.tooMany
      : checkUploadCount(upload.files.length + upload.oversized.length + upload.wrongType.length);
    if (countError) add(FILE_FIELD, countError);

    // Limits per customer (decision 0065): counted again now the files are in, so that two posts
    // at once can not both take the last place.
    const now = quota.ok ? claimQuota(await claimUsage(owner), limits) : quota;
    const sending = accepted.reduce((sum, file) => sum + file.sizeBytes, 0);
    const overMonth = upload.stopped === "bytesLeft" || (now.ok && sending > now.bytesLeft);
    if (now.ok && overMonth) add(FILE_FIELD, UPLOAD_MESSAGES.bytesPerMonth);
    if (!now.ok || overMonth) {
      return data({ result: submission.reply({ fieldErrors, formErrors: now.ok ? [] : [now.message] }), rejected }, { status: 429 });
    }
    if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
      return data({ result: submission.reply({ fieldErrors }), rejected }, { status: 400 });
    }
    const claim = await createClaim(owner, { ...submission.value, today }, accepted);
    return redirect(`/user/claims?reported=${encodeURIComponent(claim.number)}`);
  } finally {
    await upload.dispose();
  }
}
