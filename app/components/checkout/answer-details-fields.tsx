// An answer's explanation and documents, inside its question's group. They are always in the
// page and shown by CSS once an option that asks for them is checked (styles: .answer-details),
// so they work without JavaScript; the server judges them only for the option chosen.
import { useTranslation } from "react-i18next";
import {
  documentsFieldName,
  explanationFieldName,
  removeDocumentsFieldName,
  type AnswerDetailsView,
} from "~/domain/checkout/answer-details";
import { ExplanationField } from "./explanation-field";
import { DOCUMENT_UPLOAD_ACCEPT, formatFileSize, UPLOAD_LIMITS } from "~/domain/platform/uploads";

export function AnswerDetailsFields({
  details,
  errors,
  values,
}: {
  details: AnswerDetailsView;
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  const explanationName = explanationFieldName(details.questionId);
  const documentsName = documentsFieldName(details.questionId);
  const explanationError = errors[explanationName];
  const documentsError = errors[documentsName];
  return (
    <div className="answer-details">
      <ExplanationField
        name={explanationName}
        label={t("answerDetails.explanation")}
        hint={t("answerDetails.explanationHint")}
        value={values[explanationName] ?? details.explanation}
        error={explanationError}
      />
      {details.takesDocuments ? (
        <div className="form-field answer-documents">
          <label htmlFor={documentsName}>{t("answerDetails.documents")}</label>
          <p id={`${documentsName}-hint`} className="field-hint">
            {t("answerDetails.documentsHint", { megabytes: UPLOAD_LIMITS.MAX_BYTES / (1024 * 1024) })}
          </p>
          <input
            id={documentsName}
            name={documentsName}
            type="file"
            multiple
            accept={DOCUMENT_UPLOAD_ACCEPT}
            aria-invalid={documentsError ? true : undefined}
            aria-describedby={[`${documentsName}-hint`, documentsError ? `${documentsName}-error` : null].filter(Boolean).join(" ")}
          />
          {documentsError ? (
            <p id={`${documentsName}-error`} className="field-error">
              {tAll(documentsError)}
            </p>
          ) : null}
          {details.documents.length > 0 ? (
            <fieldset className="answer-documents-added">
              <legend>{t("answerDetails.added")}</legend>
              <ul>
                {details.documents.map((document) => (
                  <li key={document.id}>
                    <span>
                      {document.fileName} ({formatFileSize(document.sizeBytes)})
                    </span>{" "}
                    <label>
                      <input type="checkbox" name={removeDocumentsFieldName(details.questionId)} value={document.id} />{" "}
                      {t("answerDetails.remove", { name: document.fileName })}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
