// What a consumer policy insures (issue: "the policy and its schedule show the insured object"):
// the vehicle of the licence plate, the home address, or the device with its identifier. Taken
// from the answers at purchase and kept on the policy, so it reads the same for years.
import { formatDate, formatMoney } from "../platform/formatting";
import { formatLicencePlate } from "./licence-plate";
import { addressOf, chosenValues, vehicleOf, type AnswerLike } from "./product-quote";
import { questionWithMeaning, type FieldMeaning } from "./question-fields";

export type InsuredObject =
  | {
      kind: "vehicle";
      plate: string;
      make: string;
      model: string;
      firstRegistration: string | null;
      catalogueValueCents: number | null;
      fuel: string | null;
      powerKw: number | null;
    }
  | { kind: "address"; street: string; houseNumber: string; addition: string | null; postalCode: string; city: string }
  | { kind: "device"; deviceType: string; identifier: string | null; purchasePriceCents: number | null; purchaseDate: string | null };

type ProductLike = {
  type: string;
  questions: readonly { id: string; field?: string | null; options: readonly { id: string; value?: string }[] }[];
};

/** The answer to the product's question whose field has the meaning (field registry). */
function answerFor<K extends keyof FieldMeaning>(
  product: ProductLike,
  answers: ReadonlyMap<string, AnswerLike>,
  key: K,
  value: NonNullable<FieldMeaning[K]>,
): AnswerLike | undefined {
  const question = questionWithMeaning(product.questions, key, value);
  return question ? answers.get(question.id) : undefined;
}

export function insuredObjectOf(product: ProductLike, answers: ReadonlyMap<string, AnswerLike>): InsuredObject | null {
  const vehicle = vehicleOf(answerFor(product, answers, "lookup", "vehicle"));
  if (vehicle) {
    const { plate, make, model, firstRegistration, catalogueValueCents, fuel, powerKw } = vehicle;
    return { kind: "vehicle", plate, make, model, firstRegistration, catalogueValueCents, fuel, powerKw };
  }
  const price = answerFor(product, answers, "device", "price");
  if (price) {
    return {
      kind: "device",
      deviceType: chosenValues(product.questions, answers).device_type ?? product.type,
      identifier: answerFor(product, answers, "device", "identifier")?.textValue ?? null,
      purchasePriceCents: price.moneyValueCents ?? null,
      purchaseDate: answerFor(product, answers, "device", "purchase-date")?.dateValue ?? null,
    };
  }
  return insuredAddressOf(answerFor(product, answers, "lookup", "address"));
}

/** The home address of a looked-up postcode answer, as a policy keeps it. */
export function insuredAddressOf(answer: AnswerLike | undefined): InsuredObject | null {
  const address = addressOf(answer);
  if (!address) return null;
  const { street, houseNumber, addition, postalCode, city } = address;
  return { kind: "address", street, houseNumber, addition, postalCode, city };
}

/** Reads a stored insured object back (Policy.insuredObject is JSON); anything else is null. */
export function parseInsuredObject(value: unknown): InsuredObject | null {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === "vehicle" || kind === "address" || kind === "device" ? (value as InsuredObject) : null;
}

/** The object as label/value rows, for the screens and the policy schedule; labels are funnel keys. */
export function insuredObjectRows(
  object: InsuredObject,
  currency: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): [string, string][] {
  switch (object.kind) {
    case "vehicle":
      return [
        [t("funnel:insured.plate"), formatLicencePlate(object.plate)],
        [t("funnel:insured.vehicle"), `${object.make} ${object.model}`],
        ...(object.firstRegistration
          ? [[t("funnel:insured.firstRegistration"), formatDate(object.firstRegistration)] as [string, string]]
          : []),
        ...(object.catalogueValueCents != null
          ? [[t("funnel:insured.catalogueValue"), formatMoney(object.catalogueValueCents, currency)] as [string, string]]
          : []),
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
        ...(object.purchasePriceCents != null
          ? [[t("funnel:insured.purchasePrice"), formatMoney(object.purchasePriceCents, currency)] as [string, string]]
          : []),
        ...(object.purchaseDate ? [[t("funnel:insured.purchaseDate"), formatDate(object.purchaseDate)] as [string, string]] : []),
      ];
  }
}

/** The address a consumer gave for the premium (the home, or where the car is kept): the first home address to offer. */
export function quotedAddressOf(products: readonly ProductLike[], answers: ReadonlyMap<string, AnswerLike>) {
  for (const product of products) {
    const address = addressOf(answerFor(product, answers, "lookup", "address"));
    if (address) return address;
  }
  return null;
}
