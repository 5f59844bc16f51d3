// Leaves the colour editor: this browser's editor ends, back to where the admin came from.
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { exitColourEditor } from "~/server/partners/colour-editor-mode.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";

export const loader = () => {
  throw data({ error: "notFound" }, { status: 404 });
};

export async function action({ request }: ActionFunctionArgs) {
  await formDataOf(request);
  const { partner } = await requirePartner(request);
  return exitColourEditor(request, partner);
}
