// The in-place editor's data and save, on the partner's host, for this browser's editor only
// (anyone else a 404). The save is the admin page's own (answerColourSave): conflict check,
// contrast confirmation, one transaction with the audit row, every process's cache dropped.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { answerColourSave } from "~/server/partners/colour-editor.server";
import { inPlaceEditorData, requireColourEditor } from "~/server/partners/colour-editor-mode.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language } = await requirePartner(request);
  const editor = await requireColourEditor(request, partner);
  return Response.json(await inPlaceEditorData(request, editor, language), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const started = performance.now();
  const { partner, language } = await requirePartner(request);
  const editor = await requireColourEditor(request, partner);
  const form = await formDataOf(request);
  if (form.get("intent") !== "save") throw data({ error: "badRequest" }, { status: 400 });
  const { answer, status } = await answerColourSave(editor.staff, editor.partner, form, language, started);
  return Response.json(answer, { status, headers: { "Cache-Control": "no-store" } });
}
