// POST /broker-session/leave: the customer in a broker session goes back to their broker (spec
// section 4): the quote's items and the session are cleared, and the browser lands on the broker
// quote page of the running environment. A GET changes nothing.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { leaveBrokerSession } from "~/server/broker/broker-session.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  await formDataOf(request);
  return leaveBrokerSession(request, partner);
}
