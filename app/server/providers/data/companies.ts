// Bundled companies for the built-in company search: freelancers and small firms whose visiting
// address is a row of the bundled address data, so a picked company also passes the address lookup.
// Tests elsewhere rely on: "Jansen Webdesign", KvK 12345678, Keizersgracht 42, 1017XN Amsterdam.
import { addresses } from "./addresses";

export type CompanyRow = {
  chamberOfCommerceNumber: string;
  name: string;
  street: string;
  houseNumber: string;
  addition: string | null;
  postalCode: string;
  city: string;
};

/** KvK number, trade name, postcode, house number as in the address data ("12", "12A", "12-2"). */
const rows: [kvk: string, name: string, postalCode: string, number: string][] = [
  ["12345678", "Jansen Webdesign", "1017XN", "42"],
  ["34127765", "De Vries Fotografie", "1017XN", "44A"],
  ["61829304", "Bakker Bouw & Onderhoud", "1012LG", "22"],
  ["70215588", "Studio Noord Grafisch Ontwerp", "1091GN", "152-1"],
  ["58302117", "Visser Vertalingen", "1071DJ", "72"],
  ["81447290", "Café de Kinker", "1053AA", "103"],
  ["66310452", "Zoë de Wit Illustraties", "1073BT", "64-HS"],
  ["72950183", "Haarlemse Hoveniers", "2011TN", "14"],
  ["69043371", "Smit Installatietechniek", "1811JA", "52"],
  ["75520846", "Mediabureau Gooi", "1211CL", "32"],
  ["63187524", "Zaanse Klusdienst", "1506EA", "102"],
  ["80334619", "Amstel Boekhouding", "1181GE", "7"],
  ["77218403", "Meer Mobiliteit Advies", "2132TZ", "3"],
  ["57619230", "Westfries Schildersbedrijf", "1621BA", "22"],
  ["68801147", "Mulder Juridisch Advies", "2511CV", "12"],
  ["74462908", "Hofstad Coaching", "2512BG", "34A"],
  ["59930264", "Scheveningse Surfschool", "2586BP", "62"],
  ["82107735", "Rotterdam Data Consultancy", "3011AD", "42"],
  ["65278419", "Witte de With Kapsalon", "3012BN", "14A"],
  ["71036652", "Van den Berg Timmerwerken", "3023AB", "202"],
  ["60591873", "Leidse Letterzetterij", "2311CS", "62"],
  ["78644120", "Delfts Blauw Design", "2611BB", "102"],
  ["56213098", "Dordtse Dakdekkers", "3311ER", "182"],
  ["83570241", "Goudse Kaasmakerij De Waag", "2801JG", "12"],
  ["64419586", "De Jong Elektrotechniek", "3111HE", "72"],
  ["79182035", "Oudegracht Koffiebranderij", "3511AB", "1A"],
  ["62754310", "Domstad IT Diensten", "3512JC", "42"],
  ["73398127", "Bilt Fysiotherapie", "3572AK", "104-1"],
  ["58867402", "Amersfoortse Architecten", "3811AA", "5"],
  ["81925576", "Zeister Zorg & Welzijn", "3701GB", "202"],
  ["67740819", "Veense Verhuizers", "3901AM", "62"],
  ["70683254", "Vecht Marketing", "3603CM", "32"],
  ["59126783", "Groninger Grafimedia", "9711LM", "12A"],
  ["76501328", "Stadsbakkerij Herestraat", "9711LE", "23"],
  ["62289045", "Oosterpoort Muziekles", "9711NR", "8-2"],
  ["84036917", "Midden-Groninger Loonwerk", "9601EA", "112"],
  ["61557342", "Friese Vlag Zeilmakerij", "8911CN", "44A"],
  ["75893106", "Smallingerland Schoonmaak", "9203JA", "5"],
  ["69374521", "Sneker Scheepsbetimmering", "8601CE", "10"],
  ["80712694", "Drentse Duurzame Energie", "9401HS", "2"],
  ["57981436", "Emmer Autoservice", "7811EA", "19A"],
  ["72684015", "Meppeler Montage", "7941AH", "22"],
  ["66145908", "Sassenstad Softwareontwikkeling", "8011RJ", "72"],
  ["83291467", "Twentse Tekstschrijvers", "7511GA", "3"],
  ["60827351", "Haaksbergen Hair & Beauty", "7513BK", "46A"],
  ["77550192", "Deventer Koek & Catering", "7411BS", "62"],
  ["63904275", "Almeerse Administratie", "1315HR", "3"],
  ["74128836", "Lelystad Luchtfotografie", "8232JA", "4"],
  ["58439610", "Polder Installaties", "8302HB", "52"],
  ["82863049", "Arnhemse Architectuurstudio", "6811GH", "10"],
  ["65612783", "Nijmeegs Vertaalbureau", "6511RA", "24A"],
  ["71275460", "Veluwe Vakschilders", "7311KC", "122"],
  ["68093517", "Wageningen Groenadvies", "6701DD", "23"],
  ["79746231", "Brabantse Bedrijfsfotografie", "5611ET", "22"],
  ["61398754", "Bossche Bollen Banketbakkerij", "5211MG", "72"],
  ["76825109", "Tilburgse Textielreparatie", "5038AA", "12"],
  ["60154287", "Bredase Bouwbegeleiding", "4811JE", "42"],
  ["84507362", "Helmondse Hobbyhuis", "5701KA", "12"],
  ["67219548", "Zeeuwse Zonwering", "4331AP", "32"],
  ["73860214", "Vlissingse Zeilschool", "4381EA", "52"],
  ["59573801", "Schouwen Schildersbedrijf", "4301CG", "12"],
  ["80491635", "Maastrichtse Muziekschool", "6211LD", "10"],
  ["64738920", "Venlose Verlichting", "5911HA", "22"],
  ["78306147", "Heerlense Hypotheekadvies", "6411ER", "62"],
  ["62947583", "Crème de la Crème Catering", "6221BC", "34A"],
];

export const companies: readonly CompanyRow[] = rows.map(([chamberOfCommerceNumber, name, postalCode, number]) => {
  const [houseNumber = "", addition = ""] = /^(\d+)-?(.*)$/.exec(number)?.slice(1) ?? [];
  const address = addresses.find(
    (row) => row.postalCode === postalCode && row.houseNumber === houseNumber && (row.addition ?? "") === addition,
  );
  // A typo here should fail loudly at start-up, not give a company an address that does not exist.
  if (!address) throw new Error(`Company ${chamberOfCommerceNumber} has no bundled address ${postalCode} ${number}`);
  const { street, city } = address;
  return { chamberOfCommerceNumber, name, street, houseNumber, addition: address.addition, postalCode, city };
});
