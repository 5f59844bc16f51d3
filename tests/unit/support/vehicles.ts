// A vehicle as the licence-plate register returns it, for unit tests: an ordinary four-year-old
// petrol car worth 30,000 with 90 kW (registered 2022-05-01); override what a case is about.
import type { Vehicle } from "~/domain/catalogue/vehicles";

export const testVehicle = (overrides: Partial<Vehicle> = {}): Vehicle => ({
  plate: "AB123C",
  make: "VOLKSWAGEN",
  model: "GOLF",
  vehicleType: "Personenauto",
  firstRegistration: "2022-05-01",
  catalogueValueCents: 30_000_00,
  massKg: 1_250,
  seats: 5,
  fuel: "Benzine",
  powerKw: 90,
  colour: "GRIJS",
  exported: false,
  taxi: false,
  ...overrides,
});
