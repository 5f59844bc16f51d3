// The inbox badge (spec section 2: "Inbox shows a count of 1 when any eligible aov product
// exists"). Decision 0016: the count is the unread messages plus one for the income
// insurance (aov) recommendation, which shows while the partner offers an aov product the
// customer may take out and the customer holds no aov policy.
import { ageOn, LIMITS } from "../platform/field-checks";
import { isAovType } from "../catalogue/insurance-catalogue";

/**
 * The aov product to recommend, or null. offered: the partner's products the customer's
 * profession can have (as the available-products page lists them). heldTypes: product
 * types of the customer's current policies. A known birth date past the aov entry age
 * (decision 0008) rules it out.
 */
export function aovRecommendation<P extends { type: string }>(input: {
  offered: readonly P[];
  heldTypes: readonly string[];
  birthDate: string | null;
  today: string;
}): P | null {
  if (input.heldTypes.some(isAovType)) return null;
  if (input.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(input.birthDate) && ageOn(input.birthDate, input.today) > LIMITS.AOV_MAX_AGE)
    return null;
  return input.offered.find((product) => isAovType(product.type)) ?? null;
}

export function inboxCount(input: { unread: number; aovRecommended: boolean }): number {
  return Math.max(0, input.unread) + (input.aovRecommended ? 1 : 0);
}

export type InboxSegment = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };

/**
 * A message's text with the site's own links made clickable (reminder and review messages
 * carry them). Only links on the partner's own origin become links: any other address stays
 * text, so a message can never lead a customer elsewhere by a click.
 */
export function inboxSegments(text: string, ownOrigin: string): InboxSegment[] {
  const segments: InboxSegment[] = [];
  let rest = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    // A sentence's closing punctuation is not part of the address.
    const href = match[0].replace(/[.,;:!?)]+$/, "");
    let own = false;
    try {
      own = new URL(href).origin === ownOrigin;
    } catch {
      own = false;
    }
    if (!own) continue;
    const start = match.index ?? 0;
    if (start > rest) segments.push({ kind: "text", text: text.slice(rest, start) });
    segments.push({ kind: "link", href, text: href });
    rest = start + href.length;
  }
  if (rest < text.length) segments.push({ kind: "text", text: text.slice(rest) });
  return segments;
}
