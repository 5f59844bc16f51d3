// The JSON edge of the token API (README "For integrators"): the partner and language of a
// request, reading a JSON body without ever failing with a 500, and JSON answers that are
// never cached. No cookies: partner apps authenticate with bearer tokens.
import type { TFunction } from "i18next";
import { apiLanguage, API_BODY_MAX_BYTES } from "~/domain/api/token-api";
import type { Language } from "~/domain/platform/languages";
import { serverT } from "~/server/platform/i18n.server";
import { loadPartner, partnerRequestFor, type LoadedPartner } from "../platform/partner.server";

export type ApiContext = { partner: LoadedPartner; language: Language; t: TFunction };

export function apiJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", Vary: "Accept-Language", ...headers },
  });
}

/** 405 with the methods the route does answer. */
export async function methodNotAllowed(request: Request, allowed: string[]): Promise<Response> {
  const { t } = await languageOf(request);
  return apiJson({ detail: t("api:methodNotAllowed", { method: request.method }) }, 405, { Allow: allowed.join(", ") });
}

async function languageOf(request: Request): Promise<{ language: Language; t: TFunction }> {
  const language = apiLanguage(request.headers.get("Accept-Language"));
  return { language, t: await serverT(language) };
}

/** The partner of the host and the language of the request's language header; an unknown host is a JSON 404. */
export async function apiContext(request: Request): Promise<ApiContext | Response> {
  const [partner, { language, t }] = await Promise.all([loadPartner(partnerRequestFor(request)), languageOf(request)]);
  if (!partner) return apiJson({ detail: t("api:notFound") }, 404);
  return { partner, language, t };
}

/**
 * The request body as a JSON object, or a 400 answer: not JSON, not an object, or larger than
 * API_BODY_MAX_BYTES (read no further than that).
 */
export async function readJsonObject(request: Request, t: TFunction): Promise<Record<string, unknown> | Response> {
  const bad = () => apiJson({ detail: t("api:badJson") }, 400);
  if (Number(request.headers.get("Content-Length") ?? 0) > API_BODY_MAX_BYTES) return bad();
  let text: string;
  try {
    text = await readLimited(request, API_BODY_MAX_BYTES);
  } catch {
    return bad();
  }
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : bad();
  } catch {
    return bad();
  }
}

export class BodyTooLargeError extends Error {
  constructor() {
    super("body too large");
  }
}

/** The body as UTF-8 text, read no further than maxBytes (BodyTooLargeError beyond; a TypeError for bad UTF-8). */
export async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

/** Field errors as message keys ({birth_date: ["validations:birthDateMinDate"]}) in the request's language. */
export function translatedFieldErrors(errors: Record<string, string[]>, t: TFunction): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
}
