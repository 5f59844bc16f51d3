// /checkout (and any unknown /checkout/* path): the flow engine says where the visitor goes
// (checkoutEntryPath): the disclaimer, the first step of the flow not done, or the products.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkoutEntryPath } from "~/server/checkout-flow.server";
import { requirePartner } from "~/server/guards.server";
import { findVisitor } from "~/server/session.server";

async function start(request: Request) {
  const { partner } = await requirePartner(request);
  return redirect(await checkoutEntryPath(await findVisitor(request, partner), partner));
}

export const loader = ({ request }: LoaderFunctionArgs) => start(request);
export const action = ({ request }: ActionFunctionArgs) => start(request);
