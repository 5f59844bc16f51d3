// The colour editor of one partner (issue 5): every colour key by group with a hex field and
// (with JavaScript) a colour picker, a live preview of the partner's real pages beside it, save
// and cancel, and new colour key pairs for insurer admins. Without JavaScript it is a plain
// form of hex fields that saves the same way. Only an admin who may manage the partner gets
// here; anyone else's admin sees a 404.
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ColourKeyGroups } from "~/components/colours/colour-key-groups";
import { ColourPreviewFrame } from "~/components/colours/colour-preview-frame";
import { ColourSaveBar } from "~/components/colours/colour-save-bar";
import { ColourSaveConfirmDialog } from "~/components/colours/colour-save-confirm-dialog";
import { NewColourKeyForm } from "~/components/colours/new-colour-key-form";
import { useColourEdits } from "~/components/colours/use-colour-edits";
import { useColourSave } from "~/components/colours/use-colour-save";
import { Toast } from "~/components/toast";
import type { ColourSaveAnswer, NewKeyAnswer } from "~/domain/partners/theme/colour-editor";
import { pageMeta } from "~/domain/platform/page-meta";
import { answerColourSave, answerNewColourKey, colourEditorData, requireManagedPartner } from "~/server/partners/colour-editor.server";
import { formDataOf } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminColours", { name: args.data?.partner.displayName ?? "" });

/** A save says how long it took on the server (Server-Timing; scripts/bench/colours.mjs reads it). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const timing = actionHeaders.get("Server-Timing");
  return timing ? { "Server-Timing": timing } : new Headers();
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  const { language } = await getRequestContext(request);
  return colourEditorData(request, staff, partner, language);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const started = performance.now();
  const staff = await requireAdmin(request);
  const partner = await requireManagedPartner(staff, params.partnerId);
  const form = await formDataOf(request);
  const intent = form.get("intent");
  if (intent === "save") {
    const { language } = await getRequestContext(request);
    const { answer, status, headers } = await answerColourSave(staff, partner, form, language, started);
    return data(answer, { status, headers });
  }
  if (intent === "create-key") {
    const { answer, status } = await answerNewColourKey(staff, partner, form);
    return data(answer, { status });
  }
  throw data({ error: "badRequest" }, { status: 400 });
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function AdminColours() {
  const { partner, keys, groups, saved, previewUrl, canCreateKeys } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ColourSaveAnswer | NewKeyAnswer | undefined;
  const { t } = useTranslation("colours");
  const hydrated = useHydrated();
  // Without JavaScript a refused save comes back as a new page: it starts with what was typed.
  const documentSave = actionData?.intent === "save" ? actionData : null;
  const edits = useColourEdits(keys, saved, () => (documentSave && !documentSave.ok ? documentSave.edits : {}));
  const save = useColourSave({ partnerId: partner.id, documentSave, edits });
  const { changedCount, invalid, lowContrast, titles } = edits;

  return (
    <section className="page colour-editor-page" aria-labelledby="colour-editor-title">
      <p className="colour-editor-back">
        <Link to={`/admin/partners/${partner.id}`}>{t("back", { partner: partner.displayName })}</Link>
      </p>
      <h1 id="colour-editor-title">{t("title", { partner: partner.displayName })}</h1>
      <p className="field-hint">{t("intro")}</p>
      {/* Colours edited in place (decision 0076): a single-use hand-over to the partner's own host. */}
      <form method="post" action={`/admin/partners/${partner.id}/colours/in-place`} className="colour-editor-in-place">
        <button type="submit" className="button button-ghost">
          {t("inPlace.open")}
        </button>{" "}
        <span className="field-hint">{t("inPlace.openHint")}</span>
      </form>
      {canCreateKeys ? (
        <p>
          <Link to="/admin/colour-keys">{t("keyPairs.manage")}</Link>
        </p>
      ) : null}

      <div className="colour-editor">
        <form method="post" className="colour-editor-form" onSubmit={save.submit} aria-labelledby="colour-editor-title">
          <input type="hidden" name="intent" value="save" />
          <ColourSaveBar
            changedCount={changedCount}
            hydrated={hydrated}
            canSave={changedCount > 0 && invalid.size === 0 && !save.saving}
            notice={save.notice}
            asksLowContrast={save.asksLowContrast}
            onCancel={save.cancel}
          />
          <ColourKeyGroups
            keys={keys}
            groups={groups}
            edits={edits}
            conflicts={save.conflicts}
            serverInvalid={save.serverInvalid}
            hydrated={hydrated}
            onEdit={save.setEdit}
          />
        </form>

        <ColourPreviewFrame url={previewUrl} partnerName={partner.displayName} values={edits.preview} hydrated={hydrated} />
      </div>

      {canCreateKeys ? (
        <NewColourKeyForm keys={keys} groups={groups} answer={actionData?.intent === "create-key" ? actionData : null} />
      ) : null}

      {save.confirming ? (
        <ColourSaveConfirmDialog
          count={changedCount}
          partner={partner.displayName}
          lowContrast={lowContrast.map((pair) => ({
            ...pair,
            foreground: titles.get(pair.foreground) ?? pair.foreground,
            background: titles.get(pair.background) ?? pair.background,
          }))}
          busy={save.saving}
          onConfirm={save.confirmSave}
          onClose={save.closeConfirm}
        />
      ) : null}
      {save.toast ? <Toast message={save.toast} closeLabel={t("toast.close")} onClose={save.closeToast} /> : null}
    </section>
  );
}
