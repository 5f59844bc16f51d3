// The broker's preview of a new quote: the premiums as the customer will read them, then
// "Send" (everything is checked and priced again) or "Change" (back to the filled form). The
// form's values travel in hidden fields, so it works without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QuoteSummary } from "~/components/quote-summary";
import type { QuoteFormValues, QuoteSummaryView } from "~/server/broker/quotation.server";

export function QuotePreview({ values, summary }: { values: QuoteFormValues; summary: QuoteSummaryView }) {
  const { t } = useTranslation("broker");
  const navigation = useNavigation();
  return (
    <section className="page broker-page" aria-labelledby="preview-title">
      <h1 id="preview-title">{t("preview.title")}</h1>
      <p className="lead">{t("preview.intro", { name: values.customerName, email: values.customerEmail })}</p>
      <p>{t("preview.language", { language: t(`common:language.names.${values.language}`) })}</p>
      <QuoteSummary summary={summary} />
      <Form method="post" className="form-actions">
        <input type="hidden" name="customerName" value={values.customerName} />
        <input type="hidden" name="customerEmail" value={values.customerEmail} />
        <input type="hidden" name="professionId" value={values.professionId} />
        <input type="hidden" name="expiresOn" value={values.expiresOn} />
        <input type="hidden" name="language" value={values.language} />
        {values.productIds.map((id) => (
          <input key={id} type="hidden" name="productId" value={id} />
        ))}
        {Object.entries(values.answers).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value="send" className="button button-solid" disabled={navigation.state === "submitting"}>
          {t("preview.send")}
        </button>
        <button type="submit" name="intent" value="edit" className="button button-ghost">
          {t("preview.change")}
        </button>
      </Form>
    </section>
  );
}
