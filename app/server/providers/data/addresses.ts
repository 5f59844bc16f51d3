// Bundled addresses for the built-in address lookup, so the funnel works offline.
// Real street, city, municipality and province combinations with plausible postcodes;
// written per street and expanded below, because hundreds of hand-written rows hide mistakes.
// Tests elsewhere rely on: 1017XN Keizersgracht 42, 3511AB Oudegracht 1 and 1A,
// 2511CV Lange Voorhout 10, 9711LM Grote Markt 12, 12A and 12-2.

export type AddressRow = {
  street: string;
  houseNumber: string;
  addition: string | null;
  postalCode: string;
  city: string;
  municipality: string;
  province: string;
};

/** postcode, street, city, municipality (when it differs from the city), house numbers ("12", "12A", "12-2"). */
type Street = [postalCode: string, street: string, city: string, municipality: string | null, numbers: string];

const streetsByProvince: Record<string, Street[]> = {
  Groningen: [
    ["9711LM", "Grote Markt", "Groningen", null, "10 11 12 12A 12-2 13 14"],
    ["9711LE", "Herestraat", "Groningen", null, "21 23 25 27A"],
    ["9711NR", "Oosterstraat", "Groningen", null, "4 6 8-1 8-2 10"],
    ["9726AB", "Paterswoldseweg", "Groningen", null, "101 103 105"],
    ["9601EA", "Hoofdstraat", "Hoogezand", "Midden-Groningen", "110 112 114"],
    ["9934AR", "Waterstraat", "Delfzijl", "Eemsdelta", "2 4 6"],
    ["9641AD", "Museumplein", "Veendam", null, "1 3 5"],
    ["9671PG", "Langestraat", "Winschoten", "Oldambt", "30 32 34B"],
  ],
  "Fryslân": [
    ["8911CN", "Nieuwestad", "Leeuwarden", null, "40 42 44 44A"],
    ["8921GW", "Tesselschadestraat", "Leeuwarden", null, "12 14 16"],
    ["9203JA", "Zuiderbuurt", "Drachten", "Smallingerland", "3 5 7"],
    ["8601CE", "Kleine Kerkstraat", "Sneek", "Súdwest-Fryslân", "8 10 12"],
    ["8442BP", "Dracht", "Heerenveen", null, "51 53 55"],
    ["8861BK", "Voorstraat", "Harlingen", null, "60 62 64-1"],
  ],
  Drenthe: [
    ["9401HS", "Brink", "Assen", null, "1 2 3 4"],
    ["9402KL", "Vaart Zuidzijde", "Assen", null, "17 19 21"],
    ["7811EA", "Hoofdstraat", "Emmen", null, "15 17 19A"],
    ["7941AH", "Hoofdstraat", "Meppel", null, "20 22 24"],
    ["7902EA", "Hoofdstraat", "Hoogeveen", null, "90 92 94"],
    ["9331AC", "Brink", "Roden", "Noordenveld", "6 8"],
  ],
  Overijssel: [
    ["8011RJ", "Diezerstraat", "Zwolle", null, "70 72 74 76"],
    ["8011NG", "Melkmarkt", "Zwolle", null, "30 32 34"],
    ["7511GA", "Oude Markt", "Enschede", null, "1 3 5 7"],
    ["7513BK", "Haaksbergerstraat", "Enschede", null, "44 46 46A 48"],
    ["7411BS", "Brink", "Deventer", null, "60 62 64"],
    ["7551EH", "Enschedesestraat", "Hengelo", null, "10 12 14"],
    ["7607CA", "Grotestraat", "Almelo", null, "101 103 105"],
    ["8261CH", "Oudestraat", "Kampen", null, "120 122 124"],
    ["7461DE", "Grotestraat", "Rijssen", "Rijssen-Holten", "8 10"],
  ],
  Flevoland: [
    ["1315HR", "Stadhuisplein", "Almere", null, "1 3 5 7"],
    ["1326AH", "Grote Markt", "Almere", null, "20 22 24-1 24-2"],
    ["8232JA", "Stationsplein", "Lelystad", null, "2 4 6"],
    ["8224AP", "Agorabaan", "Lelystad", null, "11 13 15"],
    ["8302HB", "Lange Nering", "Emmeloord", "Noordoostpolder", "50 52 54"],
    ["8251GB", "De Rede", "Dronten", null, "30 32 34"],
  ],
  Gelderland: [
    ["6811GH", "Jansstraat", "Arnhem", null, "8 10 12 14"],
    ["6811CN", "Rijnkade", "Arnhem", null, "60 62 64"],
    ["6511RA", "Burchtstraat", "Nijmegen", null, "20 22 24 24A"],
    ["6524EA", "Berg en Dalseweg", "Nijmegen", null, "101 103 105"],
    ["7311KC", "Hoofdstraat", "Apeldoorn", null, "120 122 124"],
    ["6711AL", "Grotestraat", "Ede", null, "40 42 44"],
    ["7201LE", "Beukerstraat", "Zutphen", null, "50 52 54"],
    ["7001BP", "Hamburgerstraat", "Doetinchem", null, "5 7 9"],
    ["3841CA", "Donkerstraat", "Harderwijk", null, "14 16 18"],
    ["4001KS", "Waterstraat", "Tiel", null, "30 32"],
    ["6701DD", "Hoogstraat", "Wageningen", null, "21 23 25"],
  ],
  Utrecht: [
    ["3511AB", "Oudegracht", "Utrecht", null, "1 1A 3 5 7"],
    ["3512JC", "Vredenburg", "Utrecht", null, "40 42 44"],
    ["3572AK", "Biltstraat", "Utrecht", null, "100 102 104-1 104-2"],
    ["3581KL", "Nachtegaalstraat", "Utrecht", null, "16 18 20"],
    ["3811AA", "Langestraat", "Amersfoort", null, "1 3 5 7"],
    ["3701GB", "Slotlaan", "Zeist", null, "200 202 204"],
    ["3901AM", "Hoofdstraat", "Veenendaal", null, "60 62 64"],
    ["3431CD", "Dorpsstraat", "Nieuwegein", null, "10 12"],
    ["3603CM", "Straatweg", "Maarssen", "Stichtse Vecht", "30 32 34"],
    ["3991AC", "Plein", "Houten", null, "4 6 8"],
  ],
  "Noord-Holland": [
    ["1017XN", "Keizersgracht", "Amsterdam", null, "38 40 42 44 44A 46"],
    ["1012LG", "Damrak", "Amsterdam", null, "20 22 24 26"],
    ["1071DJ", "Van Baerlestraat", "Amsterdam", null, "70 72 74 76"],
    ["1091GN", "Wibautstraat", "Amsterdam", null, "150 152 152-1 152-2"],
    ["1053AA", "Kinkerstraat", "Amsterdam", null, "101 103 105 107"],
    ["1073BT", "Albert Cuypstraat", "Amsterdam", null, "60 62 64-HS 64-1"],
    ["2011TN", "Zijlstraat", "Haarlem", null, "12 14 16 18"],
    ["2011LS", "Grote Markt", "Haarlem", null, "2 4 6"],
    ["1811JA", "Langestraat", "Alkmaar", null, "50 52 54"],
    ["1211CL", "Kerkstraat", "Hilversum", null, "30 32 34"],
    ["1506EA", "Westzijde", "Zaandam", "Zaanstad", "100 102 104"],
    ["1181GE", "Rembrandtweg", "Amstelveen", null, "5 7 9"],
    ["2132TZ", "Raadhuisplein", "Hoofddorp", "Haarlemmermeer", "1 3 5"],
    ["1621BA", "Grote Noord", "Hoorn", null, "20 22 24"],
    ["1781HB", "Keizerstraat", "Den Helder", null, "40 42"],
  ],
  "Zuid-Holland": [
    ["2511CV", "Lange Voorhout", "'s-Gravenhage", null, "8 10 12 14"],
    ["2512BG", "Grote Marktstraat", "'s-Gravenhage", null, "30 32 34 34A"],
    ["2586BP", "Gevers Deynootweg", "'s-Gravenhage", null, "60 62 64"],
    ["3011AD", "Coolsingel", "Rotterdam", null, "40 42 44"],
    ["3012BN", "Witte de Withstraat", "Rotterdam", null, "10 12 14A 14B"],
    ["3023AB", "Nieuwe Binnenweg", "Rotterdam", null, "200 202 204"],
    ["2311CS", "Breestraat", "Leiden", null, "60 62 64"],
    ["2611BB", "Oude Delft", "Delft", null, "100 102 104"],
    ["3311ER", "Voorstraat", "Dordrecht", null, "180 182 184"],
    ["2712AB", "Dorpsstraat", "Zoetermeer", null, "20 22 24"],
    ["2801JG", "Markt", "Gouda", null, "10 12 14"],
    ["3111HE", "Hoogstraat", "Schiedam", null, "70 72 74"],
    ["2202RL", "Kerkstraat", "Noordwijk", null, "3 5 7"],
    ["3201AM", "Kloosterlaan", "Spijkenisse", "Nissewaard", "8 10"],
  ],
  Zeeland: [
    ["4331AP", "Lange Delft", "Middelburg", null, "30 32 34"],
    ["4381EA", "Walstraat", "Vlissingen", null, "50 52 54"],
    ["4461JB", "Lange Kerkstraat", "Goes", null, "20 22 24"],
    ["4531CB", "Noordstraat", "Terneuzen", null, "40 42 44"],
    ["4301CG", "Poststraat", "Zierikzee", "Schouwen-Duiveland", "10 12 14"],
    ["4501BG", "Markt", "Oostburg", "Sluis", "5 7"],
  ],
  "Noord-Brabant": [
    ["5611ET", "Stratumseind", "Eindhoven", null, "20 22 24 26"],
    ["5611EB", "Hooghuisstraat", "Eindhoven", null, "30 32 34-1"],
    ["5211MG", "Hinthamerstraat", "'s-Hertogenbosch", null, "70 72 74"],
    ["5038AA", "Heuvelstraat", "Tilburg", null, "10 12 14 16"],
    ["4811JE", "Ginnekenstraat", "Breda", null, "40 42 44"],
    ["5701KA", "Markt", "Helmond", null, "10 12 14"],
    ["5341GA", "Kruisstraat", "Oss", null, "30 32"],
    ["4611JT", "Zuivelstraat", "Bergen op Zoom", null, "20 22 24"],
    ["5461JA", "Hoofdstraat", "Veghel", "Meierijstad", "50 52 54"],
    ["5101AC", "Hoofdstraat", "Dongen", null, "8 10"],
  ],
  Limburg: [
    ["6211LD", "Vrijthof", "Maastricht", null, "8 10 12 14"],
    ["6221BC", "Wycker Brugstraat", "Maastricht", null, "30 32 34A"],
    ["5911HA", "Lomstraat", "Venlo", null, "20 22 24"],
    ["6411ER", "Saroleastraat", "Heerlen", null, "60 62 64"],
    ["6041CT", "Steenweg", "Roermond", null, "10 12 14"],
    ["6131EG", "Limbrichterstraat", "Sittard", "Sittard-Geleen", "40 42 44"],
    ["6001GA", "Langstraat", "Weert", null, "20 22"],
    ["6301DL", "Grotestraat", "Valkenburg", "Valkenburg aan de Geul", "10 12 14"],
  ],
};

/** "12" -> ["12", null]; "12A" -> ["12", "A"]; "12-2" -> ["12", "2"]. */
function splitHouseNumber(literal: string): [string, string | null] {
  const match = /^(\d+)-?(.*)$/.exec(literal);
  if (!match) throw new Error(`Bad house number in address data: ${literal}`);
  return [match[1]!, match[2] || null];
}

export const addresses: readonly AddressRow[] = Object.entries(streetsByProvince).flatMap(([province, streets]) =>
  streets.flatMap(([postalCode, street, city, municipality, numbers]) =>
    numbers.split(" ").map((literal): AddressRow => {
      const [houseNumber, addition] = splitHouseNumber(literal);
      return { street, houseNumber, addition, postalCode, city, municipality: municipality ?? city, province };
    }),
  ),
);
