// The cart's "are you sure?" before deleting an item or emptying the cart, loaded only when
// asked for (cart-panel.tsx).
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/components/modal-dialog";
import { localPath, useSubmitWithToast } from "~/components/use-submit-with-toast";

/** Asks before a deletion: the dialog's form posts the fields to the action, back to closeHref. */
export default function ConfirmDialog({
  title,
  text,
  confirm,
  action,
  fields,
  closeHref,
  returnFocusId,
}: {
  title: string;
  text: string;
  confirm: string;
  action: string;
  fields: Record<string, string>;
  closeHref: string;
  returnFocusId: string;
}) {
  const { t } = useTranslation("funnel");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const closeRef = useRef<HTMLAnchorElement>(null);
  // Sent by fetch: a failed delete closes the dialog (the modal would hide the toast) and says
  // why in a warning toast; the item stays (spec section 8).
  const close = useCallback(() => navigate(closeHref, { preventScrollReset: true, replace: true }), [navigate, closeHref]);
  const deletion = useSubmitWithToast({
    onSuccess: useCallback(
      (url: URL) => {
        const path = localPath(url);
        if (path) navigate(path, { preventScrollReset: true, replace: true });
        else window.location.assign(url.href);
      },
      [navigate],
    ),
    onFailure: close,
  });
  return (
    <ModalDialog
      titleId="delete-title"
      textId="delete-text"
      initialFocus={closeRef}
      onClose={() => navigate(closeHref, { preventScrollReset: true })}
      returnFocus={() => document.getElementById(returnFocusId) ?? document.getElementById("cart-title")}
    >
      <h2 id="delete-title" className="dialog-title">
        {title}
      </h2>
      <p id="delete-text">{text}</p>
      <div className="dialog-actions">
        <Link ref={closeRef} className="button button-ghost" to={closeHref} preventScrollReset>
          {t("cart.deleteCancel")}
        </Link>
        <Form method="post" action={action} preventScrollReset onSubmit={deletion.onSubmit}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="redirectTo" value={closeHref} />
          <button type="submit" className="button button-solid" disabled={navigation.state === "submitting" || deletion.pending}>
            {confirm}
          </button>
        </Form>
      </div>
    </ModalDialog>
  );
}
