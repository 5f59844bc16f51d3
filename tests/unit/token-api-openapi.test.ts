// The token API's OpenAPI document (decision 0035) is written by hand, so these tests keep it
// honest: valid OpenAPI 3.1 by the official schema, exactly the token API's routes, and every
// body field POST /jwt/create-by-external-id accepts.
import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { TOKEN_API_DOCUMENTED_PATHS, TOKEN_API_OPENAPI, type SchemaObject } from "~/domain/api/token-api-openapi";
import { CREATE_BY_EXTERNAL_ID_FIELDS } from "~/domain/api/token-api";

/** A deep copy as plain JSON, as the route serves it (the validator may keep what it is given). */
const served = () => JSON.parse(JSON.stringify(TOKEN_API_OPENAPI)) as Record<string, unknown>;

describe("the token API's OpenAPI document", () => {
  it("is valid by the official OpenAPI 3.1 schema, $refs included", async () => {
    const validator = new Validator();
    const result = await validator.validate(served());
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("would fail the check when broken (the validator does look)", async () => {
    const swaggerHabit = served();
    (swaggerHabit.components as Record<string, Record<string, Record<string, unknown>>>).parameters!.AcceptLanguage!.in = "body";
    expect((await new Validator().validate(swaggerHabit)).valid).toBe(false);
    const danglingRef = served();
    (danglingRef.components as Record<string, Record<string, unknown>>).schemas!.User = { $ref: "#/components/schemas/Nobody" };
    expect((await new Validator().validate(danglingRef)).valid).toBe(false);
  });
});

// Token-API routes are the route files named routes/api/api-*.ts (the convention of the token API
// block in app/routes.ts). Neither a path prefix (/users/me, /jwt/..., /auth/...) nor importing
// json-api.server.ts (identity-verification.ts and quiz-result.ts do, for browser calls) marks
// them; the file name does. So a new token-API route fails here until it is documented, and a
// documented path fails here when its route is gone or renamed.
const TOKEN_API_ROUTE_FILE = /^routes\/api\/api-[\w-]+\.tsx?$/;

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** A route's path as OpenAPI writes it: "users/:id" is "/users/{id}". */
const openApiPath = (path: string) => `/${path.replace(/:(\w+)/g, "{$1}")}`;

describe("the document's paths", () => {
  const tokenApiRoutes = flatten(routes).filter((entry) => TOKEN_API_ROUTE_FILE.test(entry.file));

  it("are exactly the token-API routes of app/routes.ts", () => {
    expect(tokenApiRoutes.every((entry) => typeof entry.path === "string" && !entry.index)).toBe(true);
    const routePaths = tokenApiRoutes.map((entry) => openApiPath(entry.path!)).sort();
    expect([...TOKEN_API_DOCUMENTED_PATHS].sort()).toEqual(routePaths);
    expect(routePaths).toEqual(expect.arrayContaining(["/jwt/create-by-external-id", "/auth/jwt/refresh", "/users/me", "/openapi.json"]));
  });

  it("are served by no other route file", () => {
    const others = flatten(routes).filter((entry) => !TOKEN_API_ROUTE_FILE.test(entry.file) && entry.path !== undefined);
    const documented = new Set(TOKEN_API_DOCUMENTED_PATHS);
    expect(others.filter((entry) => documented.has(openApiPath(entry.path!))).map((entry) => entry.file)).toEqual([]);
  });
});

describe("POST /jwt/create-by-external-id's documented body", () => {
  const body = TOKEN_API_OPENAPI.components.schemas.CreateByExternalIdRequest as SchemaObject;

  it("lists exactly the fields the zod schema accepts", () => {
    expect(Object.keys(body.properties ?? {}).sort()).toEqual([...CREATE_BY_EXTERNAL_ID_FIELDS].sort());
  });

  it("requires the three signature fields and nothing else", () => {
    expect([...(body.required ?? [])].sort()).toEqual(["external_id", "signature", "signature_created_at"]);
  });

  it("names the funnel types of the contract", () => {
    expect(body.properties?.funnel_type?.enum).toEqual(["default", "calculator", "checkin", "csc", null]);
  });
});
