// /broker: the broker's start page is their quotes.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireBroker } from "~/server/staff/staff-auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireBroker(request);
  return redirect("/broker/quotes");
}
