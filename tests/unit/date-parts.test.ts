// Dates typed as day, month and year (decision 0088): read on the server into an ISO date or a
// message that says what to fix; the forms' schemas keep their age and start-date rules; the
// question screens say what an empty question asks for; every message in four languages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { requiredMessage } from "~/components/funnel/question-input";
import { datePartsOf, joinDateParts, withJoinedDates } from "~/domain/platform/date-fields";
import { DATE_MESSAGES, postedDate, readDate } from "~/domain/platform/date-parts";
import { addressFormSchema, endDateField, FIELD_MESSAGES, personFormSchema, policyFormSchema } from "~/domain/platform/validation";
import { claimFormSchema } from "~/domain/claims/claims";

const TODAY = "2026-11-23";

function parse(schema: z.ZodTypeAny, fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? { value: submission.value as Record<string, unknown> } : { error: submission.error };
}

const parts = (name: string, day: string, month: string, year: string) => ({
  [`${name}.day`]: day,
  [`${name}.month`]: month,
  [`${name}.year`]: year,
});

describe("readDate", () => {
  it.each([
    [{ day: "27", month: "3", year: "1985" }, "1985-03-27"],
    [{ day: " 07 ", month: "03", year: " 1985" }, "1985-03-07"],
    [{ day: "29", month: "2", year: "2024" }, "2024-02-29"],
    [{ day: "31", month: "12", year: "1999" }, "1999-12-31"],
    ["1990-04-12", "1990-04-12"],
    ["27|3|1985", "1985-03-27"],
  ])("reads %j as %s", (value, iso) => {
    expect(readDate(value)).toEqual({ iso });
  });

  it.each([
    [{ day: "31", month: "2", year: "1990" }, DATE_MESSAGES.invalid],
    [{ day: "29", month: "2", year: "2023" }, DATE_MESSAGES.invalid],
    [{ day: "0", month: "3", year: "1985" }, DATE_MESSAGES.invalid],
    [{ day: "32", month: "1", year: "1985" }, DATE_MESSAGES.invalid],
    [{ day: "1", month: "13", year: "1985" }, DATE_MESSAGES.invalid],
    [{ day: "27", month: "maart", year: "1985" }, DATE_MESSAGES.invalid],
    [{ day: "123", month: "3", year: "1985" }, DATE_MESSAGES.invalid],
    [{ day: "27", month: "3", year: "85" }, DATE_MESSAGES.year],
    [{ day: "27", month: "3", year: "19855" }, DATE_MESSAGES.year],
    [{ day: "", month: "3", year: "1985" }, DATE_MESSAGES.incomplete],
    [{ day: "27", month: "", year: "1985" }, DATE_MESSAGES.incomplete],
    [{ day: "27", month: "3", year: " " }, DATE_MESSAGES.incomplete],
    ["2023-02-29", "validations:dateValidMessage"],
    ["23-11-1990", "validations:dateValidMessage"],
  ])("refuses %j with %s", (value, error) => {
    expect(readDate(value)).toEqual({ error });
  });

  it("leaves nothing typed to the field's own required message", () => {
    expect(readDate({ day: "", month: " ", year: "" })).toBeNull();
    expect(readDate("")).toBeNull();
    expect(readDate(undefined)).toBeNull();
    expect(readDate({})).toBeNull();
  });
});

describe("datePartsOf and joinDateParts", () => {
  it("shows a saved date without leading zeros and typed parts as typed", () => {
    expect(datePartsOf("1985-03-07")).toEqual({ day: "7", month: "3", year: "1985" });
    expect(datePartsOf("31|2|1990")).toEqual({ day: "31", month: "2", year: "1990" });
    expect(datePartsOf({ day: "31", month: "2" })).toEqual({ day: "31", month: "2", year: "" });
    expect(datePartsOf(null)).toEqual({ day: "", month: "", year: "" });
    expect(joinDateParts({ day: "31", month: "2", year: "1990" })).toBe("31|2|1990");
  });
});

describe("the forms read dates as day, month and year", () => {
  const person = { firstName: "Jan", lastName: "de Vries", phoneNumber: "020-1234567", email: "jan@example.nl" };

  it("stores the birth date as an ISO date and keeps the age rules: 18 on the birthday, at most 100", () => {
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "12", "4", "1990") }).value).toMatchObject({
      birthDate: "1990-04-12",
    });
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "23", "11", "2008") }).value).toBeDefined();
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "24", "11", "2008") }).error).toEqual({
      birthDate: ["validations:birthDateMinDate"],
    });
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "23", "11", "1925") }).error).toEqual({
      birthDate: ["validations:birthDate100YearMaxDate"],
    });
  });

  it("says what to fix in a date that does not exist or is left empty", () => {
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "31", "2", "1990") }).error).toEqual({
      birthDate: [DATE_MESSAGES.invalid],
    });
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "", "", "") }).error).toEqual({
      birthDate: [FIELD_MESSAGES.birthDate],
    });
    expect(parse(personFormSchema(TODAY), { ...person, ...parts("birthDate", "12", "4", "") }).error).toEqual({
      birthDate: [DATE_MESSAGES.incomplete],
    });
  });

  it("keeps the start date's window: today up to 30 days ahead", () => {
    const policy = { iban_number: "NL91ABNA0417164300", consent: "on" };
    const schema = policyFormSchema({ today: TODAY, ibanRequired: true });
    expect(parse(schema, { ...policy, ...parts("start_date", "23", "11", "2026") }).value).toMatchObject({ start_date: TODAY });
    expect(parse(schema, { ...policy, ...parts("start_date", "23", "12", "2026") }).value).toMatchObject({ start_date: "2026-12-23" });
    expect(parse(schema, { ...policy, ...parts("start_date", "24", "12", "2026") }).error).toEqual({
      start_date: ["validations:maxDateReached"],
    });
    expect(parse(schema, { ...policy, ...parts("start_date", "22", "11", "2026") }).error).toEqual({
      start_date: ["validations:minDateReached"],
    });
    expect(parse(schema, policy).error).toEqual({ start_date: [FIELD_MESSAGES.startDate] });
  });
});

describe("street and city wait for the address lookup", () => {
  it("are not flagged while postcode or house number are missing or wrong", () => {
    expect(parse(addressFormSchema, {}).error).toEqual({
      postalCode: [FIELD_MESSAGES.postalCode],
      houseNumber: [FIELD_MESSAGES.houseNumber],
    });
    expect(parse(addressFormSchema, { postalCode: "1234 AB", houseNumber: "twaalf" }).error).toEqual({
      houseNumber: ["validations:houseNumber"],
    });
    expect(parse(addressFormSchema, { postalCode: "0123", houseNumber: "12" }).error).toEqual({
      postalCode: ["validations:postalCode"],
    });
  });

  it("are asked for once postcode and house number are valid (the lookup had its chance)", () => {
    expect(parse(addressFormSchema, { postalCode: "1234 AB", houseNumber: "12" }).error).toEqual({
      street: [FIELD_MESSAGES.street],
      city: [FIELD_MESSAGES.city],
    });
    expect(
      parse(addressFormSchema, { postalCode: "1234 AB", houseNumber: "12", street: "Dorpsstraat", city: "Ons Dorp" }).value,
    ).toMatchObject({
      postalCode: "1234AB",
      street: "Dorpsstraat",
    });
  });
});

describe("requiredMessage (an empty question says what it asks for)", () => {
  it.each([
    [{ input: "option", field: null }, "validations:choiceRequired"],
    [{ input: "multiselect", field: null }, "validations:choiceRequired"],
    [{ input: "date", field: "birth_date" }, "validations:birthDateRequired"],
    [{ input: "date", field: "purchase_date" }, "validations:dateRequired"],
    [{ input: "money", field: "income" }, "validations:answerRequired"],
  ] as const)("%j: %s", (question, message) => {
    expect(requiredMessage(question, "validations:required")).toBe(message);
  });

  it("leaves any other message as it is", () => {
    expect(requiredMessage({ input: "date", field: "birth_date" }, "validations:birthDateMinDate")).toBe("validations:birthDateMinDate");
  });
});

describe("the messages", () => {
  const catalog = (language: string) =>
    JSON.parse(readFileSync(path.resolve(`app/i18n/locales/${language}/validations.json`), "utf8")) as Record<string, string>;
  const keys = [
    ...Object.values(FIELD_MESSAGES),
    ...Object.values(DATE_MESSAGES),
    "validations:choiceRequired",
    "validations:answerRequired",
    "validations:dateRequired",
    "validations:summaryTitle",
    "validations:dateDay",
    "validations:dateMonth",
    "validations:dateYearLabel",
    "validations:birthDateHint",
  ].map((key) => key.replace("validations:", ""));

  it.each(["nl", "en", "de", "fr"])("are all in %s", (language) => {
    for (const key of keys) expect(catalog(language)[key], `${language} ${key}`).toMatch(/\S/);
  });

  it("say what to do, in Dutch with 'je', with an example where one helps", () => {
    const nl = catalog("nl");
    expect(nl.birthDateRequired).toBe("Vul je geboortedatum in, bijvoorbeeld 27 3 1985");
    expect(nl.postalCodeRequired).toBe("Vul je postcode in, bijvoorbeeld 1234 AB");
    expect(nl.summaryTitle).toBe("Er is een probleem");
    for (const key of keys) expect(nl[key], key).not.toMatch(/\b(u|uw)\b|verplicht/i);
  });
});

describe("withJoinedDates", () => {
  it("keeps each date's three fields under its own name too, as a screen shows them again", () => {
    expect(withJoinedDates({ "q-birth.day": "7", "q-birth.month": "3", "q-birth.year": "1985", "q-income": "50000" })).toEqual({
      "q-birth.day": "7",
      "q-birth.month": "3",
      "q-birth.year": "1985",
      "q-birth": "7|3|1985",
      "q-income": "50000",
    });
    expect(withJoinedDates({ "q-birth.day": "31" })["q-birth"]).toBe("31||");
    expect(withJoinedDates({ "q-income": "1" })).toEqual({ "q-income": "1" });
  });
});

describe("postedDate: a form's date as three fields or one", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
  };

  it("reads day, month and year, and shows them again as typed", () => {
    expect(
      postedDate(form({ "effectiveDate.day": " 7", "effectiveDate.month": "3", "effectiveDate.year": "2027" }), "effectiveDate"),
    ).toEqual({
      shown: "7|3|2027",
      date: { iso: "2027-03-07" },
    });
    expect(postedDate(form({ "d.day": "31", "d.month": "2", "d.year": "2027" }), "d")).toEqual({
      shown: "31|2|2027",
      date: { error: DATE_MESSAGES.invalid },
    });
    expect(postedDate(form({ "d.day": "", "d.month": "", "d.year": "" }), "d")).toEqual({ shown: "||", date: null });
  });

  it("still reads one ISO field (the token API, an older page)", () => {
    expect(postedDate(form({ d: "2027-03-07" }), "d")).toEqual({ shown: "2027-03-07", date: { iso: "2027-03-07" } });
    expect(postedDate(form({}), "d")).toEqual({ shown: "", date: null });
  });
});

describe("the cancel and claim forms' dates as three fields", () => {
  const today = "2027-03-10";
  it("an end date from tomorrow to the window's end; empty says what to fill in", () => {
    const schema = endDateField(today, "2027-04-09");
    const parse = (parts: Record<string, string>) => schema.safeParse(parts);
    expect(parse({ day: "11", month: "3", year: "2027" })).toMatchObject({ success: true, data: "2027-03-11" });
    expect(parse({ day: "9", month: "4", year: "2027" })).toMatchObject({ success: true, data: "2027-04-09" });
    expect(parse({ day: "10", month: "4", year: "2027" }).error?.issues[0]?.message).toBe("validations:maxEndDateReached");
    expect(parse({ day: "10", month: "3", year: "2027" }).error?.issues[0]?.message).toBe("validations:minEndDateReached");
    expect(parse({ day: "", month: "", year: "" }).error?.issues[0]?.message).toBe(FIELD_MESSAGES.endDate);
  });

  it("a claim's date today at the latest", () => {
    const data = (day: string) => {
      const form = new FormData();
      form.append("policyId", "p1");
      form.append("description", "Lekkage");
      for (const [part, value] of Object.entries({ day, month: "3", year: "2027" })) form.append(`occurredOn.${part}`, value);
      const submission = parseWithZod(form, { schema: claimFormSchema(today) });
      return submission.status === "error" ? submission.error : submission.status;
    };
    expect(data("10")).toBe("success");
    expect(data("11")).toEqual({ occurredOn: ["validations:dateInFuture"] });
    expect(data("")).toEqual({ occurredOn: [DATE_MESSAGES.incomplete] });
  });
});
