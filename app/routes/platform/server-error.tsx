import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { requirePartner } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "serverError");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  // The page says something went wrong: so does its status.
  return data(null, { status: 500 });
}

/** /500: the page the platform sends people to when it can not go on. */
export default function ServerErrorRoute() {
  return <ErrorPage variant="page" />;
}
