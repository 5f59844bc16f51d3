// Demo feature flags (decision 0049), made with the demo data on a first start: the usp ticker
// is on in development for the demo partners, so `npm start` on localhost (development) shows
// it. Other environments start without flags: everything off until an admin turns it on.
import { FLAG_KEYS, type FlagEnvironment } from "../../app/domain/staff/feature-flags";
import { PARTNERS } from "./partners";

export type FlagSeed = { key: string; environment: FlagEnvironment; active: boolean; includePartners: string[]; extra: string | null };

export const DEMO_FLAGS: readonly FlagSeed[] = [
  {
    key: FLAG_KEYS.uspTicker,
    environment: "development",
    active: true,
    includePartners: PARTNERS.map((partner) => partner.name),
    extra: null,
  },
];
