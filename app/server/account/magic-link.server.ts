// Sign-in by e-mailed link (spec sections 2, 4, 7) with remix-auth. A link is single-use,
// valid for 15 minutes and bound to the partner host it was asked on; only a hash of its token
// is stored. Following it proves the e-mail address; which account to sign in to is decided
// afterwards (several partner environments: the visitor chooses), so asking for a link never
// tells whether an address has an account.
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { db } from "../platform/db.server";
import { consumeLinkToken, type VerifiedLink } from "../platform/link-tokens.server";
import type { LoadedPartner } from "../platform/partner.server";

/** remix-auth strategy: a request carrying ?token= of a link of one kind, on this partner's host. */
class LinkTokenStrategy extends Strategy<VerifiedLink, { request: Request; link: VerifiedLink }> {
  name: string;
  constructor(
    private readonly kind: "email" | "handoff",
    private readonly partnerOf: (request: Request) => Promise<LoadedPartner>,
  ) {
    super(async ({ link }) => link);
    this.name = kind === "email" ? "magic-link" : "partner-handoff";
  }
  async authenticate(request: Request): Promise<VerifiedLink> {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const partner = await this.partnerOf(request);
    const link = await consumeLinkToken(token, this.kind, partner.config.id);
    return this.verify({ request, link });
  }
}

export function createAuthenticator(partnerOf: (request: Request) => Promise<LoadedPartner>): Authenticator<VerifiedLink> {
  return new Authenticator<VerifiedLink>().use(new LinkTokenStrategy("email", partnerOf)).use(new LinkTokenStrategy("handoff", partnerOf));
}

/** Customers (not guests) with this e-mail address, in every partner environment. */
export async function accountsForEmail(email: string) {
  return db.user.findMany({
    where: { email: email.trim().toLowerCase(), isGuest: false },
    select: { id: true, partnerId: true, partner: { select: { name: true, displayName: true, isDefault: true } } },
    orderBy: { createdAt: "asc" },
  });
}
