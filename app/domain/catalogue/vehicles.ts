// A vehicle as the licence-plate register describes it (spec section 3: car fields; RDW open
// data, guide providers.md). The lookup providers return this shape; the rating and the car
// underwriting rules read it; the policy keeps a copy of it as the insured object.

export type Vehicle = {
  /** The plate as registered: upper case, no dashes ("AB123C"). */
  plate: string;
  make: string;
  model: string;
  /** RDW voertuigsoort: "Personenauto", "Bedrijfsauto", "Motorfiets", ... */
  vehicleType: string;
  /** ISO date of the first admission (datum_eerste_toelating); null when the register has none. */
  firstRegistration: string | null;
  /** Catalogue value incl. taxes in cents; null when the register has none. */
  catalogueValueCents: number | null;
  /** Empty mass in kg. */
  massKg: number | null;
  seats: number | null;
  /** Fuel as the register words it: "Benzine", "Diesel", "Elektriciteit", ... */
  fuel: string | null;
  /** Net maximum power in kW. */
  powerKw: number | null;
  colour: string | null;
  /** Registered as exported (export_indicator): no longer on Dutch roads. */
  exported: boolean;
  /** Registered as a taxi (taxi_indicator). */
  taxi: boolean;
};

/** Whole years from the first registration to `today` (both ISO dates); null without a date. */
export function vehicleAgeOn(vehicle: Pick<Vehicle, "firstRegistration">, today: string): number | null {
  const from = vehicle.firstRegistration;
  if (!from) return null;
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}
