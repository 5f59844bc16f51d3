// An answer's explanation and documents (app/domain/checkout/answer-details.ts): the form that
// carries them arrives as a stream (uploads.server), documents are judged by their content and
// kept in the file store at once (so a mistake elsewhere on the page never costs a chosen file),
// and the explanations are checked here and saved with the answers by the screen's own save.
import {
  acceptsDocuments,
  asksDetailsOf,
  checkDocumentCount,
  checkExplanation,
  documentsFieldName,
  explanationFieldName,
  questionOfDocumentsField,
  removeDocumentsFieldName,
  type AnswerDetailsView,
} from "~/domain/checkout/answer-details";
import { questionFieldName } from "~/domain/catalogue/question-fields";
import { isDocumentUploadType, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "~/domain/platform/uploads";
import type { CatalogueQuestion } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import { fileStore, newStorageKey } from "../platform/file-store.server";
import { logger } from "../platform/logger.server";
import { receiveUploadForm, type UploadForm } from "../platform/uploads.server";

/** A question screen's form with documents: every `documents-<question>` field may carry files. */
export function receiveAnswerDocumentsForm(request: Request): Promise<UploadForm> {
  return receiveUploadForm(request, (name) => questionOfDocumentsField(name) !== null, {
    maxBytes: UPLOAD_LIMITS.MAX_BYTES,
    maxFiles: UPLOAD_LIMITS.MAX_FILES,
    // An office document's first bytes say only "zip": the whole file is judged when it is in.
    acceptsType: (mime) => isDocumentUploadType(mime) || mime === "application/zip",
  });
}

/** The option chosen for a question in the posted form, if it is one of its own. */
function chosenOption(question: CatalogueQuestion, form: FormData) {
  const raw = form.get(questionFieldName(question.id));
  return question.options.find((option) => option.id === raw) ?? null;
}

/**
 * The explanations of the posted answers, checked for the option chosen: the value to store
 * (null where the option asks none) or the message at the field.
 */
export function explanationsOf(
  questions: readonly CatalogueQuestion[],
  form: FormData,
): { explanations: Map<string, string | null>; errors: Record<string, string>; values: Record<string, string> } {
  const explanations = new Map<string, string | null>();
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const question of questions) {
    const name = explanationFieldName(question.id);
    const raw = form.get(name);
    values[name] = typeof raw === "string" ? raw : "";
    const option = chosenOption(question, form);
    if (!option) continue;
    const checked = checkExplanation(values[name], asksDetailsOf(option.asksDetails));
    if ("error" in checked) errors[name] = checked.error;
    else explanations.set(question.id, checked.value);
  }
  return { explanations, errors, values };
}

/**
 * Takes away the documents the customer ticked and keeps the new ones of each question whose
 * chosen option takes documents: judged by content, at most ten beside an answer, into the file
 * store. Returns the messages at the documents fields. Documents sent for an option that takes
 * none are not kept.
 */
export async function keepAnswerDocuments(
  userId: string,
  questions: readonly CatalogueQuestion[],
  upload: UploadForm,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const refused of upload.refusedFields) {
    errors[refused.fieldName] ??= refused.reason === "tooLarge" ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.documentType;
  }
  if (upload.tooMany) for (const question of questions) errors[documentsFieldName(question.id)] ??= UPLOAD_MESSAGES.tooMany;
  const now = new Date();
  for (const question of questions) {
    const remove = upload.fields.getAll(removeDocumentsFieldName(question.id)).filter((id): id is string => typeof id === "string");
    if (remove.length > 0) {
      // Only this customer's own documents of this question; a policy bought with one keeps it.
      await db.answerFile.updateMany({
        where: { id: { in: remove }, userId, questionId: question.id, removedAt: null },
        data: { removedAt: now },
      });
    }
    const option = chosenOption(question, upload.fields);
    const field = documentsFieldName(question.id);
    const arrived = upload.files.filter((file) => file.fieldName === field);
    if (arrived.length === 0 || !option || !acceptsDocuments(asksDetailsOf(option.asksDetails))) continue;
    const fitting = arrived.filter((file) => {
      if (file.sizeBytes <= 0) errors[field] ??= UPLOAD_MESSAGES.empty;
      else if (!isDocumentUploadType(file.detectedMime)) errors[field] ??= UPLOAD_MESSAGES.documentType;
      else return true;
      return false;
    });
    const kept = await db.answerFile.count({ where: { userId, questionId: question.id, removedAt: null } });
    const countError = checkDocumentCount(kept, fitting.length);
    if (countError) {
      errors[field] ??= countError;
      continue;
    }
    for (const file of fitting) {
      const storageKey = newStorageKey("answer-files");
      await fileStore().putFile(storageKey, file.tempPath, { contentType: file.detectedMime!, sizeBytes: file.sizeBytes });
      try {
        await db.answerFile.create({
          data: {
            userId,
            questionId: question.id,
            fileName: file.fileName,
            mimeType: file.detectedMime!,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            storageKey,
          },
        });
      } catch (error) {
        await fileStore()
          .remove(storageKey)
          .catch((err: unknown) => logger.error({ err, storageKey }, "could not remove an orphaned answer file"));
        throw error;
      }
    }
  }
  return errors;
}

/** The saved explanation and documents of the customer's answers to these questions, as the screen shows them. */
export async function answerDetailsOf(userId: string, questions: readonly CatalogueQuestion[]): Promise<Map<string, AnswerDetailsView>> {
  const asking = questions.filter((question) => question.options.some((option) => asksDetailsOf(option.asksDetails) !== "none"));
  if (asking.length === 0) return new Map();
  const ids = asking.map((question) => question.id);
  const [answers, files] = await Promise.all([
    db.answer.findMany({ where: { userId, questionId: { in: ids } }, select: { questionId: true, explanation: true } }),
    db.answerFile.findMany({
      where: { userId, questionId: { in: ids }, removedAt: null },
      orderBy: { createdAt: "asc" },
      select: { id: true, questionId: true, fileName: true, sizeBytes: true },
    }),
  ]);
  return new Map(
    asking.map((question) => [
      question.id,
      {
        questionId: question.id,
        explanation: answers.find((answer) => answer.questionId === question.id)?.explanation ?? "",
        documents: files
          .filter((file) => file.questionId === question.id)
          .map(({ id, fileName, sizeBytes }) => ({ id, fileName, sizeBytes })),
        takesDocuments: question.options.some((option) => acceptsDocuments(asksDetailsOf(option.asksDetails))),
      },
    ]),
  );
}

/**
 * The documents each answer is bought with, for the policy's copy of its answers: those of
 * questions whose chosen option takes documents, not taken away.
 */
export async function documentsForPurchase(
  userId: string,
  chosen: ReadonlyMap<string, { asksDetails?: string } | null>,
): Promise<Map<string, { id: string; fileName: string }[]>> {
  const questionIds = [...chosen].filter(([, option]) => option && acceptsDocuments(asksDetailsOf(option.asksDetails))).map(([id]) => id);
  if (questionIds.length === 0) return new Map();
  const files = await db.answerFile.findMany({
    where: { userId, questionId: { in: questionIds }, removedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true, questionId: true, fileName: true },
  });
  const byQuestion = new Map<string, { id: string; fileName: string }[]>();
  for (const file of files)
    byQuestion.set(file.questionId, [...(byQuestion.get(file.questionId) ?? []), { id: file.id, fileName: file.fileName }]);
  return byQuestion;
}
