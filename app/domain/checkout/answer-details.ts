// Explanations and documents beside an answer (spec: additional-answer-details with reason and
// answer; files on answers). An option says what its answer asks for: a medical "yes" asks what
// and when, and accepts a doctor's letter; a formality's "yes" asks what happened. The fields are
// in the page whatever is chosen, shown by CSS once their option is checked (no JavaScript), and
// the server judges them only for the option actually chosen.
import { FORMALITIES, type FormalityKey } from "../catalogue/underwriting";
import { UPLOAD_LIMITS } from "../platform/uploads";

export const ASKS_DETAILS = ["none", "explanation", "explanation_and_documents"] as const;
export type AsksDetails = (typeof ASKS_DETAILS)[number];

export const ANSWER_DETAILS_LIMITS = {
  /** Enough for what happened, when, and what came of it; a letter goes in a document. */
  EXPLANATION_MAX_CHARS: 2_000,
  /** Documents kept beside one answer, counting those added before. */
  DOCUMENTS_PER_ANSWER: UPLOAD_LIMITS.MAX_FILES,
} as const;

export const ANSWER_DETAILS_MESSAGES = {
  explanationRequired: "validations:explanationRequired",
  explanationTooLong: "validations:explanationTooLong",
  tooManyDocuments: "validations:uploadTooMany",
} as const;

export function asksDetailsOf(value: string | null | undefined): AsksDetails {
  return (ASKS_DETAILS as readonly string[]).includes(value ?? "") ? (value as AsksDetails) : "none";
}

export function asksExplanation(asks: AsksDetails): boolean {
  return asks !== "none";
}

export function acceptsDocuments(asks: AsksDetails): boolean {
  return asks === "explanation_and_documents";
}

/** What a question screen shows of an answer's saved explanation and documents. */
export type AnswerDetailsView = {
  questionId: string;
  explanation: string;
  documents: { id: string; fileName: string; sizeBytes: number }[];
  /** Whether any of the question's options takes documents (else only the explanation is drawn). */
  takesDocuments: boolean;
};

/** The form names of a question's explanation, its new documents and the documents to take away. */
export const explanationFieldName = (questionId: string) => `explanation-${questionId}`;
export const documentsFieldName = (questionId: string) => `documents-${questionId}`;
export const removeDocumentsFieldName = (questionId: string) => `remove-documents-${questionId}`;

/** A look-back formality's explanation: asked (what happened) when it is answered "yes". */
export const formalityExplanationFieldName = (key: string) => `explanation-formality-${key}`;

/** The stored explanations, only strings of known formalities (the column is free JSON). */
export function formalityExplanationsOf(stored: unknown): Partial<Record<FormalityKey, string>> {
  if (typeof stored !== "object" || stored === null) return {};
  return Object.fromEntries(
    FORMALITIES.flatMap(({ key }) => {
      const value = (stored as Record<string, unknown>)[key];
      return typeof value === "string" && value ? [[key, value]] : [];
    }),
  );
}

/** The question a documents field belongs to, or null for any other field. */
export function questionOfDocumentsField(name: string): string | null {
  return name.startsWith("documents-") ? name.slice("documents-".length) || null : null;
}

/** The explanation as stored (trimmed), or the message why it can not be. */
export function checkExplanation(raw: string, asks: AsksDetails): { value: string | null } | { error: string } {
  const value = raw.trim();
  if (!asksExplanation(asks)) return { value: null };
  if (value === "") return { error: ANSWER_DETAILS_MESSAGES.explanationRequired };
  if (value.length > ANSWER_DETAILS_LIMITS.EXPLANATION_MAX_CHARS) return { error: ANSWER_DETAILS_MESSAGES.explanationTooLong };
  return { value };
}

/** Whether more documents fit beside an answer that keeps `kept` of its earlier ones. */
export function checkDocumentCount(kept: number, adding: number): string | null {
  return kept + adding > ANSWER_DETAILS_LIMITS.DOCUMENTS_PER_ANSWER ? ANSWER_DETAILS_MESSAGES.tooManyDocuments : null;
}
