// The disclaimer (spec section 4): shown when the cart holds more than one checkout group;
// explains that the groups are bought one after another, in the order car, home, aov, other.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pendingGroups, splitIntoGroups } from "~/domain/checkout/checkout-groups";
import { loadCart } from "~/server/checkout/cart.server";
import { markDisclaimerSeen } from "~/server/checkout/checkout.server";
import { requireCheckout } from "~/server/checkout/checkout-flow.server";
import { assertSameOrigin } from "~/server/platform/csrf.server";
import type { FunnelHandle } from "./funnel-layout";
import { pageMeta } from "~/domain/platform/page-meta";

export const handle: FunnelHandle = { step: "insurance" };
export const meta: MetaFunction = (args) => pageMeta(args, "disclaimer");

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, visitor } = await requireCheckout(request);
  const cart = await loadCart(visitor, partner, language);
  const items = cart.items.map((item) => ({ name: item.name, productType: item.type }));
  const groups = splitIntoGroups(items);
  return { groups: pendingGroups(items).map((group) => ({ group, names: groups[group].map((item) => item.name) })) };
}

export async function action({ request }: ActionFunctionArgs) {
  // It reads no form, but a post from another site must not move the checkout on either.
  assertSameOrigin(request);
  const { visitor, checkout } = await requireCheckout(request);
  await markDisclaimerSeen(visitor, checkout.id);
  return redirect("/checkout");
}

export default function Disclaimer() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="disclaimer-title">
      <h1 id="disclaimer-title">{t("disclaimer.title")}</h1>
      <p className="lead">{t("disclaimer.text", { count: groups.length })}</p>
      <ol className="disclaimer-groups">
        {groups.map(({ group, names }) => (
          <li key={group}>
            <strong>{t(`groups.${group}`)}</strong>: {names.join(", ")}
          </li>
        ))}
      </ol>
      <Form method="post">
        <button type="submit" className="button button-solid">
          {t("disclaimer.continue", { group: t(`groups.${groups[0]?.group ?? "normal"}`) })}
        </button>
      </Form>
    </section>
  );
}
