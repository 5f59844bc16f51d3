// /insurance-checkin goes to the check-in's welcome with the query passed on (never a signed
// link's three parameters, spec section 2); any unknown /insurance-calculator/* path goes to
// the calculator's welcome.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { insuranceFlowFor, passedOnQuery, welcomePathFor } from "~/domain/navigation";
import { requirePartner } from "~/server/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  const url = new URL(request.url);
  const flow = insuranceFlowFor(url);
  throw redirect(`${welcomePathFor(flow)}${flow === "checkin" ? passedOnQuery(url.searchParams) : ""}`);
}
