// The token API for partner apps (spec section 7, README "For integrators", decision 0014):
// the pure parts. Wire names (snake_case) live here and in the routes only; the rest of the
// code speaks camelCase.
import { z } from "zod";
import { afterSignInPath } from "../account/auth-redirects";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../platform/languages";
import { insuranceFlowFor, type InsuranceFlow } from "../platform/navigation";
import type { SignedLinkInput } from "../account/signed-link";
import { birthDateField, ibanField } from "../platform/validation";
import { VALIDATION_MESSAGES as M } from "../platform/field-checks";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** Request bodies of the token API are small; anything larger is refused unread. */
export const API_BODY_MAX_BYTES = 16 * 1024;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function parseBearer(header: string | null | undefined): string | null {
  const match = /^\s*Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header ?? "");
  return match && match[1]!.length <= 4096 ? match[1]! : null;
}

/**
 * The language of an API answer from the language header ("nl-nl", "en", "de-DE,de;q=0.9",
 * "fr;q=0.5, en"): the supported language with the highest weight; Dutch when there is none
 * (the spec's default header is nl-nl).
 */
export function apiLanguage(header: string | null | undefined): Language {
  const ranges = (header ?? "")
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.split(";").map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q ? Number(q.slice(2)) : 1;
      return { code: range.toLowerCase().slice(0, 2), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0 && isLanguage(range.code))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const best = ranges[0]?.code;
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}

// ---------------------------------------------------------------------------------------------
// The user as GET /users/me shows it

export type ApiUserSource = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  birthDate: string | null;
  phoneNumber: string | null;
  chamberOfCommerceNumber: string | null;
  companyName: string | null;
  externalId: string | null;
  profession: { id: string; name: string } | null;
};

export type ApiUser = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  birth_date: string | null;
  phone_number: string | null;
  profession: { id: string; name: string } | null;
  chamber_of_commerce_number: string | null;
  company_name: string | null;
  external_id: string | null;
};

export function toApiUser(user: ApiUserSource): ApiUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    birth_date: user.birthDate,
    phone_number: user.phoneNumber,
    profession: user.profession ? { id: user.profession.id, name: user.profession.name } : null,
    chamber_of_commerce_number: user.chamberOfCommerceNumber,
    company_name: user.companyName,
    external_id: user.externalId,
  };
}

// ---------------------------------------------------------------------------------------------
// Request bodies. Field errors are lists of message keys per wire field (DRF's shape); the
// route translates them.

export type FieldErrors = Record<string, string[]>;

/** zod's own messages (a wrong type) become "required": every message is a catalog key. */
function messageOf(issue: z.ZodIssue): string {
  return issue.message.startsWith("validations:") || issue.message.startsWith("api:") ? issue.message : M.required;
}

function fieldErrorsOf(issues: z.ZodIssue[], field?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const list = (errors[field ?? String(issue.path[0] ?? "non_field_errors")] ??= []);
    if (!list.includes(messageOf(issue))) list.push(messageOf(issue));
  }
  return errors;
}

const text = (max: number) =>
  z.string({ required_error: M.required, invalid_type_error: M.required }).trim().min(1, M.required).max(max, M.tooLong);
/** Ids and flags partner apps send as strings or numbers. */
const idLike = z.union([z.string().trim().max(200, M.tooLong), z.number().int()]).transform(String);

/** The funnels a partner app can open (spec section 2); csc is the default shop ending in the premium review of a product. */
export const FUNNEL_TYPES = ["default", "calculator", "checkin", "csc"] as const;
export type FunnelType = (typeof FUNNEL_TYPES)[number];

export function isFunnelType(value: unknown): value is FunnelType {
  return typeof value === "string" && (FUNNEL_TYPES as readonly string[]).includes(value);
}

const createByExternalIdSchema = z.object({
  external_id: text(200),
  // Unix seconds; apps send it as a number or a string.
  signature_created_at: z.union([text(20), z.number()], { errorMap: () => ({ message: M.required }) }).transform(String),
  signature: text(200),
  profession_id: idLike.nullish(),
  quote_id: z
    .union([z.string().trim().max(100, "api:quoteUnknown"), z.number().int()], { errorMap: () => ({ message: "api:quoteUnknown" }) })
    .transform(String)
    .nullish(),
  // The spec's broker_quote: true (the quote_id is a broker's quote), or the broker quote's id itself.
  broker_quote: z
    .union([z.boolean(), z.string().trim().max(100, "api:quoteUnknown"), z.number().int()], {
      errorMap: () => ({ message: "api:quoteUnknown" }),
    })
    .nullish(),
  // Case and spaces are forgiven; any other value is refused before the signature is used.
  funnel_type: z
    .string({ errorMap: () => ({ message: "api:funnelTypeUnknown" }) })
    .trim()
    .toLowerCase()
    .refine(isFunnelType, "api:funnelTypeUnknown")
    .nullish(),
  product_id: z
    .union([z.string().trim().max(200, "api:productUnknown"), z.number().int("api:productUnknown")], {
      errorMap: () => ({ message: "api:productUnknown" }),
    })
    .transform(String)
    .nullish(),
  is_broker_flow: z
    .union(
      [
        z.boolean(),
        z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.enum(["true", "false"])),
      ],
      { errorMap: () => ({ message: "api:booleanExpected" }) },
    )
    .nullish(),
});

export type CreateByExternalId = SignedLinkInput & {
  professionId: string | null;
  funnelType: FunnelType;
  /** Whether the partner offers it is the route's question (it needs the database). */
  productId: string | null;
  isBrokerFlow: boolean;
  /** The quote to open for this customer (quote_id, or broker_quote's id). */
  quoteId: string | null;
  /** broker_quote was given: the quote must be a broker's, and the session is a broker session. */
  brokerQuote: boolean;
};

/** broker_quote as a flag ("true"/"false", a boolean) or as an id. */
function brokerQuoteOf(value: string | number | boolean | null | undefined): { flag: boolean; id: string | null } {
  if (value === null || value === undefined || value === "" || value === false) return { flag: false, id: null };
  if (value === true) return { flag: true, id: null };
  const text = String(value).toLowerCase();
  if (text === "true" || text === "1") return { flag: true, id: null };
  if (text === "false" || text === "0") return { flag: false, id: null };
  return { flag: true, id: String(value) };
}

/** POST /jwt/create-by-external-id's body (decisions 0037 and 0080). */
export function parseCreateByExternalId(body: unknown): { ok: true; value: CreateByExternalId } | { ok: false; errors: FieldErrors } {
  const parsed = createByExternalIdSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  const { external_id, signature_created_at, signature, profession_id, funnel_type, product_id, is_broker_flow, quote_id, broker_quote } =
    parsed.data;
  const brokerQuote = brokerQuoteOf(broker_quote);
  // Two different quotes in one request: which one was meant is unknown.
  if (quote_id && brokerQuote.id && quote_id !== brokerQuote.id)
    return { ok: false, errors: { broker_quote: [API_MESSAGES.quoteUnknown] } };
  const quoteId = quote_id || brokerQuote.id || null;
  if (brokerQuote.flag && !quoteId) return { ok: false, errors: { quote_id: [M.required] } };
  return {
    ok: true,
    value: {
      externalId: external_id,
      createdAt: signature_created_at,
      signature,
      professionId: profession_id || null,
      funnelType: (funnel_type || "default") as FunnelType,
      productId: product_id || null,
      isBrokerFlow: is_broker_flow === true || is_broker_flow === "true",
      quoteId,
      brokerQuote: brokerQuote.flag,
    },
  };
}

/** The site variant a funnel type opens (spec section 3, insuranceFlow): csc is the default shop. */
export function flowOfFunnelType(funnelType: FunnelType): InsuranceFlow {
  return funnelType === "csc" ? "default" : funnelType;
}

/**
 * Where open_url lands a user who has a profession (spec section 4): the variant's products or
 * check-in welcome, or for csc with a product its premium review.
 */
export function appLandingPath(input: { funnelType: FunnelType; productId: string | null; quoteId?: string | null }): string {
  return afterSignInPath({
    hasProfession: true,
    flow: flowOfFunnelType(input.funnelType),
    funnelType: input.funnelType,
    productId: input.productId,
    quoteId: input.quoteId ?? null,
  });
}

/**
 * Where open_url goes when it is followed: the landing path, or the profession page of its
 * variant while the user has no profession (it may have been chosen in the app meanwhile).
 */
export function appArrivalPath(landing: string, hasProfession: boolean): string {
  if (hasProfession) return landing;
  return afterSignInPath({ hasProfession: false, flow: insuranceFlowFor(new URL(landing, "http://x")) });
}

/** POST /auth/jwt/refresh's body: the refresh token, or null. */
export function parseRefreshBody(body: unknown): string | null {
  const refresh = (body as { refresh?: unknown } | null)?.refresh;
  return typeof refresh === "string" && refresh.length > 0 && refresh.length <= 200 ? refresh : null;
}

export const API_MESSAGES = {
  professionUnknown: "api:professionUnknown",
  productUnknown: "api:productUnknown",
  quoteUnknown: "api:quoteUnknown",
} as const;

/** What PATCH /users/me may change, in camelCase. A null clears the field. */
export type UsersMePatch = {
  professionId?: string | null;
  chamberOfCommerceNumber?: string | null;
  birthDate?: string;
  iban?: string;
};

const cocNumber = z
  .string({ invalid_type_error: M.cocNumber })
  .trim()
  .refine((v) => v === "" || /^\d{8}$/.test(v), M.cocNumber)
  .nullable();

/**
 * PATCH /users/me's body (spec section 7: profession, CoC, payment or birth date), checked
 * with the funnel's rules (validation.ts). Each field is checked on its own, so every error is
 * reported at once and `value` holds the fields that passed; whether the profession exists is
 * the route's question (it needs the database). Other fields are ignored, as the spec's API does.
 */
export function parseUsersMePatch(body: Record<string, unknown>, today: string): { value: UsersMePatch; errors: FieldErrors } {
  const fields = {
    profession: z
      .union([z.string().trim().max(200, API_MESSAGES.professionUnknown), z.number().int()], {
        errorMap: () => ({ message: API_MESSAGES.professionUnknown }),
      })
      .transform(String)
      .nullable(),
    chamber_of_commerce_number: cocNumber,
    birth_date: birthDateField(today),
    iban: ibanField(true),
  };
  const value: UsersMePatch = {};
  const errors: FieldErrors = {};
  const parse = <T extends z.ZodTypeAny>(field: keyof typeof fields & string, schema: T): z.output<T> | undefined => {
    if (!(field in body) || body[field] === undefined) return undefined;
    const parsed = schema.safeParse(body[field]);
    if (parsed.success) return parsed.data as z.output<T>;
    Object.assign(errors, fieldErrorsOf(parsed.error.issues, field));
    return undefined;
  };
  const profession = parse("profession", fields.profession);
  if (profession !== undefined) value.professionId = profession || null;
  const coc = parse("chamber_of_commerce_number", fields.chamber_of_commerce_number);
  if (coc !== undefined) value.chamberOfCommerceNumber = coc || null;
  const birthDate = parse("birth_date", fields.birth_date);
  if (birthDate !== undefined) value.birthDate = birthDate;
  const iban = parse("iban", fields.iban);
  if (iban !== undefined) value.iban = iban;
  return { value, errors };
}

/** The body fields POST /jwt/create-by-external-id accepts; the OpenAPI document's test compares them. */
export const CREATE_BY_EXTERNAL_ID_FIELDS: readonly string[] = Object.keys(createByExternalIdSchema.shape);
