// After the second failure without an address on file (spec section 4): the customer gives
// the address the alternative test is mailed to. A plain post; a wrong address is shown again
// with its error.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function AlternativeTestRequestForm({ productId, email, emailError }: { productId: string; email?: string; emailError?: string }) {
  const { t } = useTranslation("funnel");
  const { t: tAll } = useTranslation();
  return (
    <Form method="post" noValidate aria-labelledby="request-title">
      <h2 id="request-title">{t("knowledgeTest.requestTitle")}</h2>
      <p>{t("knowledgeTest.requestText")}</p>
      <input type="hidden" name="product" value={productId} />
      <div className="form-field">
        <label htmlFor="alternative-email">{t("knowledgeTest.emailLabel")}</label>
        <input
          id="alternative-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email ?? ""}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "alternative-email-error" : undefined}
        />
        {emailError ? (
          <p id="alternative-email-error" className="field-error">
            {tAll(emailError)}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" name="intent" value="requestAlternative" className="button button-solid">
          {t("knowledgeTest.requestSubmit")}
        </button>
      </div>
    </Form>
  );
}
