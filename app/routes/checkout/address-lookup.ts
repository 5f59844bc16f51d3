// GET /address-lookup/search?postal_code=&house_number=&addition= (spec section 7): the
// address for a postcode and number, for the browser's lookup while typing.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePartner } from "~/server/platform/guards.server";
import { addressLookup, AddressLookupUnavailableError } from "~/server/providers/address-lookup.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  const url = new URL(request.url);
  const query = {
    postalCode: url.searchParams.get("postal_code") ?? "",
    houseNumber: url.searchParams.get("house_number") ?? "",
    addition: url.searchParams.get("addition"),
  };
  try {
    const results = await addressLookup().search(query, request.signal);
    return data({ status: results.length > 0 ? "found" : "not-found", result: results });
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) return data({ status: "unavailable", result: [] }, { status: 503 });
    if ((error as { name?: string }).name === "AbortError") return data({ status: "aborted", result: [] }, { status: 499 });
    throw error;
  }
}
