import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Adds a product to the server cart and comes back to this page (works without JavaScript). */
export function AddToCartButton({ productId, productName, inCart }: { productId: string; productName: string; inCart: boolean }) {
  const { t } = useTranslation("funnel");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("productId") === productId;
  if (inCart) {
    return (
      <p className="product-in-cart" role="status">
        <span className="product-feature-check" aria-hidden="true">
          ✓
        </span>{" "}
        {t("products.inCart")}
      </p>
    );
  }
  const params = new URLSearchParams(location.search);
  params.delete("added");
  const back = `${location.pathname}${params.size ? `?${params}` : ""}`;
  return (
    <Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className="button button-solid" aria-label={t("products.addNamed", { name: productName })} disabled={busy}>
        {t("products.add")}
      </button>
    </Form>
  );
}
