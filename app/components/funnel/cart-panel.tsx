import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { lineItemsExpandedByDefault } from "~/domain/checkout/cart";
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { funnelPath, insuranceFlowFor } from "~/domain/platform/navigation";
import type { CartItemView, CartView } from "~/server/checkout/cart.server";
import { localPath, useSubmitWithToast } from "~/components/use-submit-with-toast";
import { useHrefWith } from "./use-href-with";

// Loaded when a confirmation is asked for: most visits never open one (first-load budget, issue 35).
const ConfirmDialog = lazy(() => import("./cart-confirm-dialog"));

/**
 * The cart: a side panel on desktop; below 865 px a button with the item count, in its own place
 * above the page (app.css), that opens it full screen (?cart=open). Deleting asks first
 * (?confirmDelete=<id>), and so does emptying the cart (?confirmClear=1; items of an open quote
 * stay). These states live in the URL, so everything works without JavaScript and survives a reload.
 */
export function CartPanel({ cart, canDelete }: { cart: CartView; canDelete: boolean }) {
  const { t } = useTranslation("funnel");
  const location = useLocation();
  const hrefWith = useHrefWith();
  const params = new URLSearchParams(location.search);
  const open = params.get("cart") === "open";
  const confirmId = params.get("confirmDelete");
  const confirming = cart.items.find((item) => item.id === confirmId && !item.quoteId) ?? null;
  const clearable = canDelete && cart.items.some((item) => !item.quoteId);
  const started = lineItemsExpandedByDefault(location.pathname);
  const count = cart.items.length;
  // The calculator's continue goes to its own checkout (spec section 4), the shop's to /checkout.
  const flow = insuranceFlowFor(new URL(`${location.pathname}${location.search}`, "http://x"));
  // Checkout preparation: a failure is a warning toast (spec section 8), not an error page.
  const navigate = useNavigate();
  const goTo = useCallback(
    (url: URL) => {
      const path = localPath(url);
      if (path) navigate(path);
      else window.location.assign(url.href);
    },
    [navigate],
  );
  const prepare = useSubmitWithToast({ onSuccess: goTo });

  return (
    <>
      <Link
        className="cart-floating-button"
        to={hrefWith({ cart: "open" })}
        aria-label={t("cart.openWithCount", { count })}
        preventScrollReset
      >
        <CartIcon />
        {/* An empty cart shows no "0": the badge is there only when it counts something. */}
        {count > 0 ? (
          <span className="cart-badge" aria-hidden="true" data-testid="cart-badge">
            {count}
          </span>
        ) : null}
      </Link>
      <aside className="cart-panel" data-open={open} aria-labelledby="cart-title">
        <div className="cart-header">
          <h2 id="cart-title" className="cart-title" tabIndex={-1}>
            {t("cart.title")}
          </h2>
          {open ? (
            <Link className="cart-close" to={hrefWith({ cart: null })} aria-label={t("cart.close")} preventScrollReset>
              ✕
            </Link>
          ) : null}
        </div>
        {count === 0 ? (
          <p className="cart-empty-text">
            {t("cart.empty")} <Link to={funnelPath(flow, "products")}>{t("cart.addProducts")}</Link>
          </p>
        ) : (
          <>
            <ul className="cart-items">
              {cart.items.map((item) => (
                <li key={item.id}>
                  <CartCard
                    item={item}
                    expanded={started || item.inCheckoutCart}
                    canDelete={canDelete && !item.quoteId}
                    deleteHref={hrefWith({ confirmDelete: item.id })}
                  />
                </li>
              ))}
            </ul>
            <dl className="cart-totals">
              {cart.totals.discountCents > 0 ? (
                <div>
                  <dt>{t("cart.discount", { percent: cart.discountPercent })}</dt>
                  <dd>− {formatMoney(cart.totals.discountCents, cart.currency)}</dd>
                </div>
              ) : null}
              <div className="cart-total-gross">
                <dt>{t("cart.totalGross")}</dt>
                <dd data-testid="cart-total-gross">{formatMoney(cart.totals.grossMonthlyCents, cart.currency)}</dd>
              </div>
              <div>
                <dt>{t("cart.totalNet")}</dt>
                <dd data-testid="cart-total-net">{formatMoney(cart.totals.netMonthlyCents, cart.currency)}</dd>
              </div>
            </dl>
            <p className="cart-tax-note">{t("cart.taxNote")}</p>
            {clearable ? (
              <Link id={CLEAR_LINK_ID} className="cart-clear" to={hrefWith({ confirmClear: "1" })} preventScrollReset>
                {t("cart.clear")}
              </Link>
            ) : null}
            {!started ? (
              <Form
                method="post"
                action={flow === "calculator" ? funnelPath("calculator", "checkout") : "/checkout"}
                onSubmit={prepare.onSubmit}
              >
                <button
                  type="submit"
                  className="button button-solid cart-continue"
                  disabled={prepare.pending}
                  data-analytics-event="funnel_button_click"
                  data-analytics-label="continue"
                >
                  {t("cart.continue")}
                </button>
              </Form>
            ) : null}
          </>
        )}
      </aside>
      <Suspense fallback={null}>
        {confirming ? (
          <ConfirmDialog
            title={t("cart.deleteTitle")}
            text={t("cart.deleteText", { name: confirming.name })}
            confirm={t("cart.deleteConfirm")}
            action="/cart"
            fields={{ intent: "delete", itemId: confirming.id }}
            closeHref={hrefWith({ confirmDelete: null })}
            returnFocusId={deleteLinkId(confirming.id)}
          />
        ) : clearable && params.get("confirmClear") ? (
          <ConfirmDialog
            title={t("cart.clearTitle")}
            text={t("cart.clearText", { count: cart.items.filter((item) => !item.quoteId).length })}
            confirm={t("cart.clearConfirm")}
            action="/cart-item/clear"
            fields={{}}
            closeHref={hrefWith({ confirmClear: null })}
            returnFocusId={CLEAR_LINK_ID}
          />
        ) : null}
      </Suspense>
    </>
  );
}

function CartCard({
  item,
  expanded,
  canDelete,
  deleteHref,
}: {
  item: CartItemView;
  expanded: boolean;
  canDelete: boolean;
  deleteHref: string;
}) {
  const { t } = useTranslation("funnel");
  return (
    <article className="cart-item" data-in-checkout={item.inCheckoutCart} aria-label={item.name}>
      <div className="cart-item-heading">
        <h3 className="cart-item-title">{item.displayName}</h3>
        {canDelete ? (
          <Link
            id={deleteLinkId(item.id)}
            className="cart-delete"
            to={deleteHref}
            aria-label={t("cart.delete", { name: item.name })}
            preventScrollReset
          >
            <TrashIcon />
          </Link>
        ) : null}
      </div>
      {item.inCheckoutCart ? <p className="cart-in-checkout-marker">{t("cart.inCheckout")}</p> : null}
      <p className="cart-item-price">{t("cart.perMonth", { price: formatMoney(item.grossMonthlyCents, item.currency) })}</p>
      <details className="cart-item-details" open={expanded}>
        <summary>{t("cart.details")}</summary>
        <dl>
          {item.listItems.map((line) => (
            <div key={line.label}>
              <dt>{t(line.label)}</dt>
              <dd>
                {line.type === "money"
                  ? formatMoney(Number(line.value), item.currency)
                  : line.type === "date"
                    ? formatDate(line.value)
                    : line.value}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </article>
  );
}

const deleteLinkId = (itemId: string) => `cart-delete-${itemId}`;
const CLEAR_LINK_ID = "cart-clear";

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
    </svg>
  );
}
