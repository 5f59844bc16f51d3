// "My details": what kind of account this is (decision 0091). A freelancer works for themselves
// and is recommended the income insurance (aov); a supplier is a business supplying goods or
// services and is not. Plain radios in a form: works without JavaScript.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_ROLES, type AccountRole } from "~/domain/account/account-roles";
import { SaveButton, SavedNotice, type DetailsAnswer } from "./details-form-parts";

export function RoleForm({ role, answer }: { role: AccountRole; answer: DetailsAnswer | undefined }) {
  const { t } = useTranslation("account");
  const error = answer?.result.error?.role?.[0];
  return (
    <section className="details-section" aria-labelledby="details-role">
      <h2 id="details-role">{t("role.title")}</h2>
      <SavedNotice intent="role" />
      <Form method="post" noValidate>
        <fieldset aria-describedby={error ? "role-error" : undefined} aria-invalid={error ? true : undefined}>
          <legend>{t("role.legend")}</legend>
          {ACCOUNT_ROLES.map((value) => (
            <label key={value} className="question-option">
              <input type="radio" name="role" value={value} defaultChecked={value === role} />
              <span>
                {t(`role.${value}`)}
                <span className="field-hint"> {t(`role.${value}Hint`)}</span>
              </span>
            </label>
          ))}
          {error ? (
            <p id="role-error" className="field-error" role="alert">
              {t(error)}
            </p>
          ) : null}
        </fieldset>
        <SaveButton intent="role" label={t("role.save")} />
      </Form>
    </section>
  );
}
