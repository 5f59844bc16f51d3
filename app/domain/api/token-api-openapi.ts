// The OpenAPI 3.1 document of the token API for partner apps (README "For integrators",
// decision 0035), served at /openapi.json. Written by hand and typed; the unit test checks it
// against the official OpenAPI 3.1 schema, against app/routes.ts (every token-API route, no
// other) and against the zod schema of POST /jwt/create-by-external-id.
import { SIGNED_LINK_CLOCK_SKEW_SECONDS, SIGNED_LINK_MAX_AGE_SECONDS } from "../account/signed-link";
import { ACCESS_TOKEN_SECONDS, API_BODY_MAX_BYTES, REFRESH_TOKEN_SECONDS } from "./token-api";

// ---------------------------------------------------------------------------------------------
// The part of OpenAPI 3.1 this document uses. Schema objects list their keywords without an
// index signature, so a 3.0 habit (`nullable`, `example` in a schema) is a type error here.

export type SchemaObject = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: JsonType | JsonType[];
  format?: string;
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minProperties?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  default?: unknown;
  examples?: unknown[];
};
type JsonType = "string" | "integer" | "number" | "boolean" | "object" | "array" | "null";

type Ref = { $ref: string };
type MediaType = { schema: SchemaObject; example?: unknown };
type Header = { description?: string; schema: SchemaObject };
type ResponseObject = { description: string; headers?: Record<string, Header | Ref>; content?: Record<string, MediaType> };
type Parameter = { name: string; in: "header" | "query" | "path"; description?: string; required?: boolean; schema: SchemaObject };
type RequestBody = { description?: string; required?: boolean; content: Record<string, MediaType> };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: (Parameter | Ref)[];
  requestBody?: RequestBody;
  responses: Record<string, ResponseObject | Ref>;
  security?: Record<string, string[]>[];
};
type PathItem = { summary?: string; get?: Operation; post?: Operation; put?: Operation; patch?: Operation; delete?: Operation };

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; summary?: string; description?: string };
  servers: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<`/${string}`, PathItem>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, Parameter>;
    headers: Record<string, Header>;
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; bearerFormat?: string; description?: string }>;
  };
};

// ---------------------------------------------------------------------------------------------

const schema = (name: string): Ref => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string): Ref => ({ $ref: `#/components/responses/${name}` });
const json = (body: SchemaObject, example?: unknown): Record<string, MediaType> => ({
  "application/json": example === undefined ? { schema: body } : { schema: body, example },
});
const nullable = (type: JsonType | JsonType[], rest: SchemaObject = {}): SchemaObject => ({
  ...rest,
  type: [...(Array.isArray(type) ? type : [type]), "null"],
});
/** An error answer whose `code` is one of these. */
const errorWith = (codes: string[]): SchemaObject => ({
  allOf: [schema("Error"), { required: ["code"], properties: { code: { enum: codes } } }],
});

const minutes = (seconds: number) => `${seconds / 60} minutes`;
const days = (seconds: number) => `${seconds / (24 * 60 * 60)} days`;
const acceptLanguage: Ref = { $ref: "#/components/parameters/AcceptLanguage" };
const bearer = [{ bearerAuth: [] }];

export const TOKEN_API_OPENAPI: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Token API for partner apps",
    version: "1.0.0",
    summary: "Sign a partner's user in with a signed external id, refresh tokens, read and change the user.",
    description: [
      "JSON in, JSON out, on the partner's own host (`<partner>.<root domain>`), no cookies.",
      'Errors are `{"detail", "code"}` or, for bad fields, `{"<field>": ["message", ...]}`; messages follow `Accept-Language`.',
      `Any method other than the documented ones is a \`405\` with \`Allow\`; a body that is not a JSON object, or larger than ${API_BODY_MAX_BYTES / 1024} KB, a \`400\`; an unknown partner host a \`404\`.`,
      "Answers are never cached (`Cache-Control: no-store`), except this document (`public, max-age=300`).",
    ].join("\n\n"),
  },
  servers: [{ url: "/", description: "The partner's own host: tokens made on one partner's host work there only." }],
  tags: [
    { name: "tokens", description: "Signing in and keeping the session." },
    { name: "user", description: "The signed-in user." },
    { name: "meta", description: "This document." },
  ],
  paths: {
    "/jwt/create-by-external-id": {
      post: {
        operationId: "createTokensByExternalId",
        summary: "Trade a signed external id for tokens",
        description: [
          "The partner's server signs `${external_id}:${signature_created_at}` with the secret it shares with us (HMAC-SHA256, lower-case hex).",
          `A signature is good from ${SIGNED_LINK_CLOCK_SKEW_SECONDS} seconds before to ${minutes(SIGNED_LINK_MAX_AGE_SECONDS)} after \`signature_created_at\`, and signs in once.`,
          "The user with that external id on this partner is signed in, and made the first time.",
        ].join(" "),
        tags: ["tokens"],
        parameters: [acceptLanguage],
        requestBody: { required: true, content: json(schema("CreateByExternalIdRequest")) },
        responses: {
          "200": { description: "A token pair and a one-time browser sign-in URL.", content: json(schema("ExternalIdSignIn")) },
          "400": {
            description: [
              'Bad fields (`{"funnel_type": ["..."]}`, `{"product_id": ["..."]}`), a signature outside its time window',
              '(`{"non_field_errors": ["signature_expired"]}`), or a body that is not a JSON object or is too large (`{"detail"}`).',
            ].join(" "),
            content: json({ oneOf: [schema("FieldErrors"), schema("Error")] }, { non_field_errors: ["signature_expired"] }),
          },
          "401": {
            description: "`signature_invalid`: a wrong or altered signature; `signature_used`: the signature was used before.",
            content: json(errorWith(["signature_invalid", "signature_used"])),
          },
          "403": {
            description: "`signed_links_disabled`: this partner has no signing secret.",
            content: json(errorWith(["signed_links_disabled"])),
          },
          "404": response("UnknownPartner"),
        },
      },
    },
    "/auth/jwt/refresh": {
      post: {
        operationId: "refreshTokens",
        summary: "Trade a refresh token for a new pair",
        description: [
          "The refresh token is used up and a new pair of the same family answered.",
          "Using a refresh token a second time (a copy, or two requests racing with one token) is taken for theft: the whole family is revoked",
          "and the user must sign in again with a new signature. Keep one refresh in flight per user and store the new token before using it.",
        ].join(" "),
        tags: ["tokens"],
        parameters: [acceptLanguage],
        requestBody: { required: true, content: json(schema("RefreshRequest")) },
        responses: {
          "200": { description: "A new token pair.", content: json(schema("TokenPair")) },
          "400": {
            description: 'No refresh token (`{"refresh": [...]}`), or a body that is not a JSON object.',
            content: json({ oneOf: [schema("FieldErrors"), schema("Error")] }),
          },
          "401": {
            description: "The refresh token is unknown, expired or used before.",
            content: json(errorWith(["token_invalid", "token_expired", "token_reused"])),
          },
          "404": response("UnknownPartner"),
        },
      },
    },
    "/users/me": {
      get: {
        operationId: "getCurrentUser",
        summary: "The signed-in user",
        tags: ["user"],
        parameters: [acceptLanguage],
        security: bearer,
        responses: {
          "200": { description: "The user; the profession's name is in the request's language.", content: json(schema("User")) },
          "401": response("Unauthorized"),
          "404": response("UnknownPartner"),
        },
      },
      patch: {
        operationId: "updateCurrentUser",
        summary: "Change the signed-in user",
        description: "All or nothing: with any field error nothing is changed. Fields not listed are ignored.",
        tags: ["user"],
        parameters: [acceptLanguage],
        security: bearer,
        requestBody: { required: true, content: json(schema("UsersMePatchRequest")) },
        responses: {
          "200": { description: "The user as changed.", content: json(schema("User")) },
          "400": {
            description: "Field errors, or a body that is not a JSON object.",
            content: json({ oneOf: [schema("FieldErrors"), schema("Error")] }, { birth_date: ["Je moet minimaal 18 jaar oud zijn"] }),
          },
          "401": response("Unauthorized"),
          "404": response("UnknownPartner"),
        },
      },
    },
    "/openapi.json": {
      get: {
        operationId: "getOpenApiDocument",
        summary: "This document",
        tags: ["meta"],
        responses: {
          "200": {
            description: "The OpenAPI 3.1 document of the token API, the same on every partner host.",
            content: json({ type: "object" }),
          },
          "404": response("UnknownPartner"),
        },
      },
    },
  },
  components: {
    schemas: {
      CreateByExternalIdRequest: {
        type: "object",
        required: ["external_id", "signature_created_at", "signature"],
        properties: {
          external_id: {
            type: "string",
            minLength: 1,
            maxLength: 200,
            pattern: "^[A-Za-z0-9_.@+-]+$",
            description: "The user's id in the partner's system.",
          },
          signature_created_at: {
            type: ["integer", "string"],
            pattern: "^[0-9]+$",
            description: "When the signature was made, in Unix seconds; a number or a string of digits.",
            examples: [1767225600],
          },
          signature: {
            type: "string",
            pattern: "^[0-9a-f]{64}$",
            description: "Lower-case hex HMAC-SHA256 of `${external_id}:${signature_created_at}` with the partner's secret.",
          },
          profession_id: nullable(["string", "integer"], {
            description: "Stored when the user has no profession yet; ignored when unknown.",
          }),
          quote_id: nullable(["string", "integer"], { description: "A quote to open." }),
          broker_quote: nullable(["string", "integer"], { description: "A broker's quote." }),
          funnel_type: {
            enum: ["default", "calculator", "checkin", "csc", null],
            description: "The funnel `open_url` opens; `null` or absent is `default`. `csc` opens the premium review of `product_id`.",
          },
          product_id: nullable(["string", "integer"], {
            description:
              "A product id of this partner (an integer is taken as its string). Put in the user's cart; with `csc`, opened in its premium review.",
          }),
          is_broker_flow: {
            oneOf: [{ type: "boolean" }, { type: "string", enum: ["true", "false"] }],
            description:
              "Whether a broker works for the user (any case of the strings is accepted): the session `open_url` makes is marked as a broker's.",
          },
        },
      },
      RefreshRequest: {
        type: "object",
        required: ["refresh"],
        properties: { refresh: { type: "string", minLength: 1, maxLength: 200 } },
      },
      UsersMePatchRequest: {
        type: "object",
        description: "Any of these fields; other fields are ignored.",
        properties: {
          profession: nullable(["string", "integer"], { description: "A profession id; `null` clears it." }),
          chamber_of_commerce_number: nullable("string", { pattern: "^([0-9]{8})?$", description: '8 digits; `null` or `""` clears it.' }),
          birth_date: { type: "string", format: "date", description: "`YYYY-MM-DD`; the user must be 18 to 100 years old." },
          iban: { type: "string", description: "Checked (checksum) but not stored yet." },
        },
      },
      TokenPair: {
        type: "object",
        required: ["access", "refresh"],
        properties: {
          access: {
            type: "string",
            description: [
              `A JWT (HS256) for ${minutes(ACCESS_TOKEN_SECONDS)}, good on the partner's host it was made on only.`,
              "Send it as `Authorization: Bearer <access>`; treat it as opaque.",
            ].join(" "),
          },
          refresh: { type: "string", description: `An opaque token for ${days(REFRESH_TOKEN_SECONDS)}; one use.` },
        },
      },
      ExternalIdSignIn: {
        allOf: [
          schema("TokenPair"),
          {
            type: "object",
            required: ["open_url"],
            properties: {
              open_url: {
                type: "string",
                format: "uri",
                description:
                  "An absolute URL on the partner's host that signs a browser in once within 2 minutes and lands on the page where the chosen funnel opens.",
              },
            },
          },
        ],
      },
      User: {
        type: "object",
        required: [
          "id",
          "first_name",
          "last_name",
          "email",
          "birth_date",
          "phone_number",
          "profession",
          "chamber_of_commerce_number",
          "company_name",
          "external_id",
        ],
        properties: {
          id: { type: "string" },
          first_name: nullable("string"),
          last_name: nullable("string"),
          email: nullable("string", { format: "email" }),
          birth_date: nullable("string", { format: "date" }),
          phone_number: nullable("string"),
          profession: { oneOf: [schema("Profession"), { type: "null" }] },
          chamber_of_commerce_number: nullable("string"),
          company_name: nullable("string"),
          external_id: nullable("string"),
        },
      },
      Profession: {
        type: "object",
        required: ["id", "name"],
        properties: { id: { type: "string" }, name: { type: "string", description: "In the request's language." } },
      },
      Error: {
        type: "object",
        required: ["detail"],
        properties: {
          detail: { type: "string", description: "A message for people, in the request's language." },
          code: { type: "string", description: "For programs; absent on 400, 404 and 405." },
        },
      },
      FieldErrors: {
        type: "object",
        description: "Messages per field; `non_field_errors` for the request as a whole.",
        minProperties: 1,
        additionalProperties: { type: "array", minItems: 1, items: { type: "string" } },
      },
    },
    responses: {
      Unauthorized: {
        description: "`token_missing`, `token_invalid` or `token_expired`.",
        headers: { "WWW-Authenticate": { $ref: "#/components/headers/WWWAuthenticate" } },
        content: json(errorWith(["token_missing", "token_invalid", "token_expired"])),
      },
      UnknownPartner: { description: "The host is not a partner's.", content: json(schema("Error")) },
    },
    parameters: {
      AcceptLanguage: {
        name: "Accept-Language",
        in: "header",
        description: "The language of messages: `nl-nl`, `en`, `de` or `fr`, with weights; Dutch when none of these.",
        schema: { type: "string", default: "nl-nl" },
      },
    },
    headers: {
      WWWAuthenticate: { description: '`Bearer`, or `Bearer error="invalid_token"` when a token was sent.', schema: { type: "string" } },
    },
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The `access` token of a token pair." },
    },
  },
};

/** The paths this document describes, as the routes' paths (`/users/me`); the test compares them with app/routes.ts. */
export const TOKEN_API_DOCUMENTED_PATHS: string[] = Object.keys(TOKEN_API_OPENAPI.paths);
