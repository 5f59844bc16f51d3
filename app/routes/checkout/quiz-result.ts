// GET /quiz-result?product=<id> (spec section 7): the signed-in visitor's own knowledge-test
// result for one product, as JSON. 401 without a visitor, 404 when there is no result; only
// ever the visitor's own (the session names the user, the query only the product).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serverT } from "~/server/platform/i18n.server";
import { requirePartner } from "~/server/platform/guards.server";
import { apiJson } from "~/server/api/json-api.server";
import { quizResultOf } from "~/server/checkout/knowledge-test.server";
import { findVisitor } from "~/server/platform/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const t = await serverT(language, "funnel");
  const visitor = await findVisitor(request, partner);
  if (!visitor) return apiJson({ detail: t("knowledgeTest.api.notSignedIn") }, 401);
  const productId = new URL(request.url).searchParams.get("product") ?? "";
  if (productId === "") return apiJson({ detail: t("knowledgeTest.api.productMissing") }, 400);
  const result = await quizResultOf(visitor.id, productId);
  if (!result) return apiJson({ detail: t("knowledgeTest.api.noResult") }, 404);
  return apiJson(result);
}
