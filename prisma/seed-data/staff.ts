// Demo staff accounts, made with the demo data on a first start. Known passwords: for a demo
// only; README says how to create real accounts and to delete these before going live.

export type StaffSeed = { role: "admin" | "broker"; email: string; name: string; password: string; partner: string | null };

export const DEMO_STAFF: readonly StaffSeed[] = [
  // Of the insurer: every partner.
  { role: "admin", email: "admin@insurer.example", name: "Verzekeraar", password: "demo-insurer-admin", partner: null },
  // A partner admin's name equals the partner's name (spec section 4).
  { role: "admin", email: "admin@acme.example", name: "acme", password: "demo-acme-admin", partner: "acme" },
  { role: "broker", email: "broker@acme.example", name: "Bram de Broker", password: "demo-acme-broker", partner: "acme" },
  { role: "broker", email: "broker@solo.example", name: "Sanne Solo", password: "demo-solo-broker", partner: "solo" },
];
