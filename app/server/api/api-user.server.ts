// The customer as the token API shows and changes them (GET and PATCH /users/me): always on
// the token's partner and never a guest, so a token can not reach another partner's account.
import type { Language } from "~/domain/platform/languages";
import { toApiUser, type ApiUser, type UsersMePatch } from "~/domain/api/token-api";
import { pickTranslation } from "~/domain/platform/translated-text";
import { db } from "../platform/db.server";

/** The account of the partner in the API's shape, or null. */
export async function findApiUser(partnerId: string, userId: string, language: Language): Promise<ApiUser | null> {
  const user = await db.user.findFirst({
    where: { id: userId, partnerId, isGuest: false },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      birthDate: true,
      phoneNumber: true,
      chamberOfCommerceNumber: true,
      companyName: true,
      externalId: true,
      profession: { select: { id: true, names: true } },
    },
  });
  if (!user) return null;
  const profession = user.profession ? { id: user.profession.id, name: pickTranslation(user.profession.names, language) } : null;
  return toApiUser({ ...user, profession });
}

/**
 * Saves the checked changes of a PATCH, all at once; nothing when there are none. A chosen
 * profession replaces a typed description. The IBAN is checked like the funnel's, but the
 * User model has no payment field to keep it in yet (a mandate is only made at checkout), so
 * it is not stored.
 */
export async function updateApiUser(partnerId: string, userId: string, changes: UsersMePatch): Promise<void> {
  const { professionId, chamberOfCommerceNumber, birthDate, iban } = changes;
  const data = {
    ...(professionId !== undefined ? { professionId, professionDescription: null } : {}),
    ...(chamberOfCommerceNumber !== undefined ? { chamberOfCommerceNumber } : {}),
    ...(birthDate !== undefined ? { birthDate } : {}),
    ...(iban !== undefined ? { iban } : {}),
  };
  if (Object.keys(data).length === 0) return;
  await db.user.updateMany({ where: { id: userId, partnerId, isGuest: false }, data });
}
