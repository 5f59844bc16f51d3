// Words people use for the seeded professions' work, per language, so the assistant can suggest a
// profession from a description ("ik repareer lekkende kranen" -> plumber). Keyed by the
// profession's slug; a profession without an entry is found by its names only.
import type { Language } from "../platform/languages";

type Synonyms = Record<Language, string>;

const s = (nl: string, en: string, de: string, fr: string): Synonyms => ({ nl, en, de, fr });

export const PROFESSION_SYNONYMS: Readonly<Record<string, Synonyms>> = {
  "ict-consultant": s(
    "ict it computers netwerken systeembeheer automatisering advies",
    "it computers networks systems administrator automation advice",
    "it computer netzwerke systemadministrator beratung",
    "informatique ordinateurs reseaux administrateur systemes conseil",
  ),
  "software-developer": s(
    "programmeur programmeren code apps software bouwen developer",
    "programmer programming code coding apps build software developer",
    "programmierer programmieren code apps software entwickeln",
    "programmeur programmer code applications logiciels developper",
  ),
  "web-designer": s(
    "websites webshops ontwerpen sites bouwen online",
    "websites webshops design sites build online",
    "webseiten websites webshops gestalten online",
    "sites web boutiques en ligne concevoir creer",
  ),
  "graphic-designer": s(
    "logo huisstijl drukwerk illustraties ontwerp vormgever",
    "logos branding print illustrations design",
    "logos corporate design drucksachen illustrationen gestaltung",
    "logos identite visuelle imprimes illustrations conception",
  ),
  copywriter: s(
    "teksten schrijven reclame content tekstschrijver",
    "texts writing advertising content writer",
    "texte schreiben werbung inhalte texter",
    "textes ecrire publicite contenu redacteur",
  ),
  journalist: s(
    "artikelen schrijven nieuws krant verslaggever redacteur",
    "articles writing news newspaper reporter editor",
    "artikel schreiben nachrichten zeitung reporter redakteur",
    "articles ecrire actualites journal reporter",
  ),
  translator: s(
    "vertalen teksten talen tolk",
    "translating texts languages interpreter",
    "ubersetzen texte sprachen dolmetscher",
    "traduire textes langues interprete",
  ),
  bookkeeper: s(
    "boekhouding administratie belastingaangifte financien cijfers",
    "bookkeeping accounts administration tax returns finance",
    "buchhaltung buchfuhrung steuererklarung finanzen",
    "comptabilite administration declarations fiscales finances",
  ),
  "management-consultant": s(
    "advies organisatie bedrijven strategie interim manager",
    "advice organisations companies strategy interim manager",
    "beratung organisation unternehmen strategie interim manager",
    "conseil organisation entreprises strategie manager",
  ),
  "marketing-consultant": s(
    "marketing reclame social media campagnes online adverteren",
    "marketing advertising social media campaigns online",
    "marketing werbung social media kampagnen online",
    "marketing publicite reseaux sociaux campagnes en ligne",
  ),
  "interior-designer": s(
    "interieur inrichting woningen kantoren stijlen",
    "interiors furnishing homes offices styling",
    "einrichtung wohnungen buros raumgestaltung",
    "interieur amenagement maisons bureaux decoration",
  ),
  coach: s(
    "coaching begeleiden loopbaan mensen gesprekken",
    "coaching guiding careers people sessions",
    "coaching begleiten karriere menschen gesprache",
    "coaching accompagner carriere personnes seances",
  ),
  dietitian: s(
    "voeding dieet eten gezond adviseren",
    "nutrition diet food healthy eating advice",
    "ernahrung diat essen gesund beraten",
    "nutrition regime alimentation manger sain conseils",
  ),
  architect: s(
    "gebouwen huizen ontwerpen bouwtekeningen",
    "buildings houses design building plans",
    "gebaude hauser entwerfen bauplane",
    "batiments maisons concevoir plans",
  ),
  photographer: s(
    "foto fotos fotograferen bruiloften camera",
    "photos photography weddings camera shoots",
    "fotos fotografieren hochzeiten kamera",
    "photos photographier mariages appareil",
  ),
  "event-planner": s(
    "evenementen feesten congressen organiseren bruiloften",
    "events parties conferences organise weddings",
    "veranstaltungen feiern kongresse organisieren hochzeiten",
    "evenements fetes congres organiser mariages",
  ),
  physiotherapist: s(
    "fysio fysiotherapie behandelen patienten rug klachten",
    "physio physiotherapy treating patients back pain",
    "physiotherapie krankengymnastik behandeln patienten",
    "kine kinesitherapie soigner patients dos",
  ),
  hairdresser: s(
    "haar haren knippen kapsalon kleuren",
    "hair haircut cutting salon barber colouring",
    "haare schneiden friseursalon farben",
    "cheveux couper salon coiffure couleur",
  ),
  beautician: s(
    "huidverzorging gezichtsbehandeling make-up nagels schoonheidssalon",
    "skincare facials make-up nails beauty salon",
    "hautpflege gesichtsbehandlung make-up nagel kosmetikstudio",
    "soins peau visage maquillage ongles institut beaute",
  ),
  pedicure: s("voeten nagels voetverzorging", "feet toenails foot care", "fusse nagel fusspflege", "pieds ongles soins des pieds"),
  "personal-trainer": s(
    "sport fitness trainen sportschool training geven",
    "sport fitness training gym workouts",
    "sport fitness trainieren fitnessstudio",
    "sport fitness entrainement salle de sport",
  ),
  cleaner: s(
    "schoonmaken poetsen kantoren huizen reinigen",
    "cleaning offices houses tidying",
    "putzen reinigen buros wohnungen",
    "nettoyage menage bureaux maisons",
  ),
  caterer: s(
    "koken eten catering restaurant kok maaltijden",
    "cooking food catering restaurant chef meals",
    "kochen essen catering restaurant koch mahlzeiten",
    "cuisine repas traiteur restaurant cuisinier",
  ),
  carpenter: s(
    "hout timmeren kozijnen deuren meubels bouw",
    "wood woodwork frames doors furniture joinery",
    "holz tischler turen fenster mobel schreiner",
    "bois menuiserie portes fenetres meubles",
  ),
  plumber: s(
    "leidingen kranen lekkage water cv ketel sanitair badkamer",
    "pipes taps leaks water boiler heating bathroom",
    "rohre wasserhahn leck wasser heizung sanitar bad klempner",
    "tuyaux robinets fuites eau chaudiere sanitaire salle de bain",
  ),
  electrician: s(
    "elektra stroom bedrading installaties groepenkast",
    "electrics wiring power installations fuse box",
    "strom elektroinstallation leitungen verkabelung",
    "electricite cablage installations tableau electrique",
  ),
  painter: s(
    "schilderen verven muren huizen kwast behangen",
    "painting walls houses decorating wallpaper",
    "streichen anstreichen wande hauser tapezieren",
    "peindre peinture murs maisons tapisser",
  ),
  plasterer: s(
    "stucwerk muren plafonds pleisteren",
    "plastering walls ceilings rendering",
    "verputzen putz wande decken",
    "platre enduit murs plafonds",
  ),
  tiler: s(
    "tegels badkamers keukens vloeren zetten",
    "tiles tiling bathrooms kitchens floors",
    "fliesen bader kuchen boden verlegen",
    "carrelage salles de bain cuisines sols",
  ),
  bricklayer: s(
    "metselen stenen muren bouw",
    "bricks brickwork walls building",
    "mauern ziegel steine bau",
    "briques maconnerie murs construction",
  ),
  gardener: s(
    "tuinen tuin aanleggen groen onderhoud bomen",
    "gardens garden landscaping green maintenance trees",
    "garten garten gestalten grun pflege baume gartner",
    "jardins jardin amenagement espaces verts arbres",
  ),
  courier: s(
    "pakketten bezorgen bezorger fietskoerier",
    "parcels deliveries delivery driver bike",
    "pakete ausliefern zusteller fahrradkurier",
    "colis livraisons livreur velo",
  ),
  "taxi-driver": s(
    "taxi chauffeur rijden personenvervoer",
    "taxi driver driving passengers",
    "taxi fahrer fahren personenbeforderung",
    "taxi chauffeur conduire passagers",
  ),
  roofer: s(
    "daken dak dakgoten pannen bitumen",
    "roofs roof gutters tiles",
    "dacher dach dachrinnen ziegel",
    "toits toiture gouttieres tuiles",
  ),
  scaffolder: s(
    "steigers bouwen hoogte bouwplaats",
    "scaffolding building height construction site",
    "gerust aufbauen hohe baustelle",
    "echafaudages monter hauteur chantier",
  ),
  "window-cleaner": s("ramen wassen glazen zemen", "windows washing glass", "fenster putzen glas reinigen", "vitres laver fenetres"),
};
