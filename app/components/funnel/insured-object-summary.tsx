// What is insured, as a person reads it: the car by plate, make and model; the home address;
// the device with its identifier. On the premium screens, the policy page and in the checkout.
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "~/domain/formatting";
import type { InsuredObject } from "~/domain/insured-object";
import { formatLicencePlate } from "~/domain/licence-plate";

export function insuredObjectRows(object: InsuredObject, currency: string, t: (key: string, options?: Record<string, unknown>) => string): [string, string][] {
  switch (object.kind) {
    case "vehicle":
      return [
        [t("funnel:insured.plate"), formatLicencePlate(object.plate)],
        [t("funnel:insured.vehicle"), `${object.make} ${object.model}`],
        ...(object.firstRegistration ? [[t("funnel:insured.firstRegistration"), formatDate(object.firstRegistration)] as [string, string]] : []),
        ...(object.catalogueValueCents != null ? [[t("funnel:insured.catalogueValue"), formatMoney(object.catalogueValueCents, currency)] as [string, string]] : []),
        ...(object.fuel ? [[t("funnel:insured.fuel"), object.fuel] as [string, string]] : []),
        ...(object.powerKw != null ? [[t("funnel:insured.power"), `${object.powerKw} kW`] as [string, string]] : []),
      ];
    case "address":
      return [
        [
          t("funnel:insured.address"),
          `${object.street} ${object.houseNumber}${object.addition ? ` ${object.addition}` : ""}, ${object.postalCode.replace(/^(\d{4})/, "$1 ")} ${object.city}`,
        ],
      ];
    case "device":
      return [
        [t("funnel:insured.device"), t(`funnel:insured.deviceTypes.${object.deviceType}`, { defaultValue: object.deviceType })],
        ...(object.identifier ? [[t("funnel:insured.identifier"), object.identifier] as [string, string]] : []),
        ...(object.purchasePriceCents != null ? [[t("funnel:insured.purchasePrice"), formatMoney(object.purchasePriceCents, currency)] as [string, string]] : []),
        ...(object.purchaseDate ? [[t("funnel:insured.purchaseDate"), formatDate(object.purchaseDate)] as [string, string]] : []),
      ];
  }
}

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
