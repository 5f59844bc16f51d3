// What is insured, as a person reads it: the car by plate, make and model; the home address;
// the device with its identifier. On the premium screens, the policy page and in the checkout.
import { useTranslation } from "react-i18next";
import { insuredObjectRows, type InsuredObject } from "~/domain/catalogue/insured-object";

export function InsuredObjectSummary({ object, currency = "EUR" }: { object: InsuredObject; currency?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="insured-object-summary" data-testid={`insured-${object.kind}`}>
      {insuredObjectRows(object, currency, t).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
