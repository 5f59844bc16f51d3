// GET /checkout/premium-preview?q-<questionId>=<optionId>...: the checkout's premiums for the
// options on screen, computed by the rating engine on the server; nothing is saved.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { previewPremiums } from "~/server/checkout/checkout.server";
import { requireCheckout } from "~/server/checkout/checkout-flow.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, visitor, products } = await requireCheckout(request);
  const preview = await previewPremiums(visitor, partner, products, new URL(request.url).searchParams, request.signal);
  return { preview };
}

/**
 * A preview answers for the answers it was asked with. After a form submission Remix would load
 * the fetcher's last URL again, and that older preview would then replace the submission's newer
 * price on screen.
 */
export function shouldRevalidate() {
  return false;
}
