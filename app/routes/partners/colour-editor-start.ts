// The partner's host turns an admin's hand-over link into this browser's colour editor.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { startColourEditor } from "~/server/partners/colour-editor-mode.server";
import { requirePartner } from "~/server/platform/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  return startColourEditor(request, partner);
}
