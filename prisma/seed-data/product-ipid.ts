// The product-specific lines of each demo product's IPID (issue 35, decision 0085): what is not
// insured, restrictions of cover, where it covers and the customer's own obligations, in every
// interface language (Dutch in "je"). What every product shares (payment, start and end,
// cancelling) and what the product's questions already say (cover amounts, deductible choices)
// is added by app/domain/catalogue/ipid.ts, so it is not repeated here.
import type { IpidFacts } from "../../app/domain/catalogue/ipid";
import type { LocalizedText } from "./products";

type Line = LocalizedText;
const t = (nl: string, en: string, de: string, fr: string): Line => ({ nl, en, de, fr });

type ProductIpid = { insured?: Line[]; notInsured: Line[]; restrictions?: Line[]; where: Line[]; obligations?: Line[] };

// Territories shared by several products.
const WORLD_EXCEPT_US_CANADA = t(
  "Wereldwijd, behalve voor claims die in de Verenigde Staten of Canada worden ingediend.",
  "Worldwide, except for claims brought in the United States or Canada.",
  "Weltweit, außer bei Ansprüchen, die in den USA oder Kanada geltend gemacht werden.",
  "Dans le monde entier, sauf pour les réclamations introduites aux États-Unis ou au Canada.",
);
const WORLDWIDE = t("Wereldwijd.", "Worldwide.", "Weltweit.", "Dans le monde entier.");
const AT_HOME_NL = t(
  "Op het adres in Nederland dat op je polis staat.",
  "At the address in the Netherlands shown on your policy.",
  "An der Adresse in den Niederlanden, die in Ihrem Versicherungsschein steht.",
  "À l'adresse aux Pays-Bas indiquée sur votre police.",
);
const NL_RESIDENT = t(
  "Wereldwijd, zolang je in Nederland woont en daar belasting betaalt.",
  "Worldwide, as long as you live in the Netherlands and pay tax there.",
  "Weltweit, solange Sie in den Niederlanden wohnen und dort steuerpflichtig sind.",
  "Dans le monde entier, tant que vous résidez aux Pays-Bas et y payez vos impôts.",
);
const INTENT = t(
  "Schade die je met opzet veroorzaakt.",
  "Damage you cause on purpose.",
  "Vorsätzlich verursachte Schäden.",
  "Les dommages causés intentionnellement.",
);
const WAR_NUCLEAR = t(
  "Schade door oorlog, molest of atoomkernreacties.",
  "Damage caused by war, civil unrest or nuclear reactions.",
  "Schäden durch Krieg, innere Unruhen oder Kernreaktionen.",
  "Les dommages dus à la guerre, aux émeutes ou aux réactions nucléaires.",
);
const FINES = t(
  "Boetes en schikkingen die je aan de overheid betaalt.",
  "Fines and settlements you pay to the government.",
  "Bußgelder und Vergleiche, die Sie an Behörden zahlen.",
  "Les amendes et transactions payées aux autorités.",
);
const KEEP_RECORDS = t(
  "Bewaar aankoopbewijzen en laat ons de schade zien voordat je iets laat herstellen.",
  "Keep proof of purchase and show us the damage before you have anything repaired.",
  "Bewahren Sie Kaufbelege auf und zeigen Sie uns den Schaden, bevor Sie etwas reparieren lassen.",
  "Conservez les preuves d'achat et montrez-nous le dommage avant toute réparation.",
);
const REPORT_THEFT = t(
  "Doe bij diefstal of inbraak binnen 24 uur aangifte bij de politie.",
  "Report theft or burglary to the police within 24 hours.",
  "Zeigen Sie Diebstahl oder Einbruch innerhalb von 24 Stunden bei der Polizei an.",
  "Déclarez tout vol ou cambriolage à la police dans les 24 heures.",
);
const AOV_NOT = [
  t(
    "Arbeidsongeschiktheid door een ziekte of klacht die je al had voor de ingangsdatum en niet hebt gemeld.",
    "Disability caused by an illness or condition you already had before the start date and did not tell us about.",
    "Berufsunfähigkeit durch eine Krankheit oder Beschwerde, die Sie schon vor Beginn hatten und nicht angegeben haben.",
    "L'incapacité due à une maladie ou affection antérieure à la date de début et non déclarée.",
  ),
  t(
    "Arbeidsongeschiktheid door alcohol- of drugsmisbruik of door deelname aan een vechtpartij.",
    "Disability caused by alcohol or drug abuse or by taking part in a fight.",
    "Berufsunfähigkeit durch Alkohol- oder Drogenmissbrauch oder die Beteiligung an einer Schlägerei.",
    "L'incapacité due à l'abus d'alcool ou de drogues ou à la participation à une bagarre.",
  ),
  WAR_NUCLEAR,
];
const AOV_OBLIGATIONS = [
  t(
    "Meld arbeidsongeschiktheid binnen de wachttijd en volg het advies van je arts en onze adviseur op.",
    "Report your disability within the waiting period and follow the advice of your doctor and our adviser.",
    "Melden Sie die Berufsunfähigkeit innerhalb der Karenzzeit und folgen Sie dem Rat Ihres Arztes und unseres Beraters.",
    "Déclarez votre incapacité pendant le délai de carence et suivez les conseils de votre médecin et de notre conseiller.",
  ),
];
const HOME_NOT = [
  t(
    "Schade door achterstallig onderhoud, slijtage of langzaam werkende invloeden zoals vocht en schimmel.",
    "Damage from lack of maintenance, wear and tear or gradual causes such as damp and mould.",
    "Schäden durch mangelnde Instandhaltung, Verschleiß oder allmähliche Einwirkungen wie Feuchtigkeit und Schimmel.",
    "Les dommages dus au défaut d'entretien, à l'usure ou à des causes lentes comme l'humidité et les moisissures.",
  ),
  t(
    "Schade door overstroming als een dijk of kade doorbreekt.",
    "Flood damage when a dyke or embankment fails.",
    "Überschwemmungsschäden durch einen Deich- oder Dammbruch.",
    "Les dommages d'inondation dus à la rupture d'une digue.",
  ),
  INTENT,
  WAR_NUCLEAR,
];
const HOME_VACANT = t(
  "Staat de woning langer dan 60 dagen leeg of wordt hij verhuurd, dan is de dekking beperkt; meld dit vooraf.",
  "If the home stands empty for more than 60 days or is let, cover is limited; tell us beforehand.",
  "Steht die Wohnung länger als 60 Tage leer oder wird sie vermietet, ist die Deckung eingeschränkt; melden Sie dies vorher.",
  "Si le logement reste inoccupé plus de 60 jours ou est loué, la couverture est limitée ; prévenez-nous à l'avance.",
);

export const PRODUCT_IPID: Record<string, ProductIpid> = {
  "professional-liability": {
    notInsured: [
      t(
        "Schade aan je eigen werk of spullen, en de kosten om je eigen werk over te doen.",
        "Damage to your own work or property, and the cost of redoing your own work.",
        "Schäden an Ihrer eigenen Arbeit oder Ihrem Eigentum und die Kosten, Ihre Arbeit neu zu machen.",
        "Les dommages à votre propre travail ou à vos biens, et le coût de refaire votre travail.",
      ),
      t(
        "Beloofde resultaten, boeteclausules en garanties die verder gaan dan de wet.",
        "Promised results, penalty clauses and guarantees beyond what the law requires.",
        "Zugesagte Ergebnisse, Vertragsstrafen und Garantien über das Gesetz hinaus.",
        "Les résultats promis, clauses pénales et garanties allant au-delà de la loi.",
      ),
      INTENT,
      FINES,
    ],
    restrictions: [
      t(
        "Alleen claims die je tijdens de looptijd van de verzekering voor het eerst ontvangt en meldt.",
        "Only claims first made against you and reported while the insurance runs.",
        "Nur Ansprüche, die während der Laufzeit erstmals gegen Sie erhoben und gemeldet werden.",
        "Uniquement les réclamations reçues et déclarées pour la première fois pendant la durée du contrat.",
      ),
    ],
    where: [WORLD_EXCEPT_US_CANADA],
    obligations: [
      t(
        "Erken geen aansprakelijkheid en doe geen betalingstoezeggingen zonder ons.",
        "Do not admit liability or promise payments without us.",
        "Erkennen Sie keine Haftung an und sagen Sie keine Zahlungen ohne uns zu.",
        "Ne reconnaissez aucune responsabilité et ne promettez aucun paiement sans nous.",
      ),
    ],
  },
  "business-liability": {
    notInsured: [
      t(
        "Schade aan spullen die je onder je hebt, zoals spullen van klanten waaraan je werkt.",
        "Damage to property in your care, such as customers' things you are working on.",
        "Schäden an Sachen in Ihrer Obhut, etwa Kundensachen, an denen Sie arbeiten.",
        "Les dommages aux biens qui vous sont confiés, comme les objets de clients sur lesquels vous travaillez.",
      ),
      t(
        "Schade door fouten in advies (daarvoor is de beroepsaansprakelijkheidsverzekering).",
        "Loss caused by mistakes in advice (professional liability insurance covers that).",
        "Schäden durch fehlerhafte Beratung (dafür gibt es die Berufshaftpflichtversicherung).",
        "Les pertes dues à des erreurs de conseil (couvertes par l'assurance responsabilité professionnelle).",
      ),
      t(
        "Schade met of door motorrijtuigen.",
        "Damage with or caused by motor vehicles.",
        "Schäden mit oder durch Kraftfahrzeuge.",
        "Les dommages causés par ou avec des véhicules à moteur.",
      ),
      INTENT,
    ],
    restrictions: [
      t(
        "Er geldt geen eigen risico; we vergoeden ten hoogste het verzekerde bedrag per schade en per jaar.",
        "There is no deductible; we pay at most the sum insured per claim and per year.",
        "Es gibt keine Selbstbeteiligung; wir zahlen höchstens die Versicherungssumme je Schadenfall und je Jahr.",
        "Il n'y a pas de franchise ; nous payons au plus le montant assuré par sinistre et par an.",
      ),
    ],
    where: [WORLD_EXCEPT_US_CANADA],
    obligations: [
      t(
        "Werk volgens de veiligheidsregels van je vak.",
        "Work according to the safety rules of your trade.",
        "Arbeiten Sie nach den Sicherheitsregeln Ihres Fachs.",
        "Travaillez selon les règles de sécurité de votre métier.",
      ),
    ],
  },
  aov: {
    insured: [
      t(
        "Een maandelijkse uitkering naar het percentage van je inkomen en de uitkeringsduur die je kiest.",
        "A monthly benefit at the share of your income and for the benefit period you choose.",
        "Eine monatliche Leistung in Höhe des gewählten Anteils Ihres Einkommens und für die gewählte Leistungsdauer.",
        "Une prestation mensuelle selon le pourcentage de revenu et la durée de versement choisis.",
      ),
    ],
    notInsured: AOV_NOT,
    restrictions: [
      t(
        "De uitkering start pas na de wachttijd die je kiest, en duurt ten hoogste de uitkeringsduur die je kiest.",
        "The benefit starts only after the waiting period you choose and lasts at most the benefit period you choose.",
        "Die Leistung beginnt erst nach der gewählten Karenzzeit und dauert höchstens die gewählte Leistungsdauer.",
        "La prestation ne commence qu'après le délai de carence choisi et dure au plus la durée de versement choisie.",
      ),
      t(
        "Bij psychische klachten kan de uitkering beperkt zijn als je voor die korting hebt gekozen.",
        "For mental health conditions the benefit may be limited if you chose that discount.",
        "Bei psychischen Beschwerden kann die Leistung begrenzt sein, wenn Sie diesen Rabatt gewählt haben.",
        "Pour les troubles psychiques, la prestation peut être limitée si vous avez choisi cette réduction.",
      ),
      t(
        "Het verzekerde inkomen is ten hoogste € 125.000 per jaar; de verzekering eindigt uiterlijk op je AOW-leeftijd.",
        "The insured income is at most €125,000 a year; the insurance ends at the latest at your state pension age.",
        "Das versicherte Einkommen beträgt höchstens 125.000 € pro Jahr; die Versicherung endet spätestens mit Ihrem Rentenalter.",
        "Le revenu assuré est plafonné à 125 000 € par an ; l'assurance prend fin au plus tard à l'âge de la retraite.",
      ),
    ],
    where: [NL_RESIDENT],
    obligations: AOV_OBLIGATIONS,
  },
  "aov-acture": {
    insured: [
      t(
        "Een vast maandbedrag als je door ziekte of een ongeval niet kunt werken.",
        "A fixed monthly amount when illness or an accident stops you from working.",
        "Ein fester Monatsbetrag, wenn Sie wegen Krankheit oder Unfall nicht arbeiten können.",
        "Un montant mensuel fixe si une maladie ou un accident vous empêche de travailler.",
      ),
    ],
    notInsured: AOV_NOT,
    restrictions: [
      t(
        "De uitkering start na een wachttijd van 30 dagen.",
        "The benefit starts after a 30-day waiting period.",
        "Die Leistung beginnt nach einer Karenzzeit von 30 Tagen.",
        "La prestation commence après un délai de carence de 30 jours.",
      ),
    ],
    where: [NL_RESIDENT],
    obligations: AOV_OBLIGATIONS,
  },
  "death-risk": {
    insured: [
      t(
        "Het verzekerde bedrag dat je kiest, in één keer uitgekeerd aan de begunstigden.",
        "The sum insured you choose, paid in one amount to the beneficiaries.",
        "Die von Ihnen gewählte Versicherungssumme, in einem Betrag an die Begünstigten ausgezahlt.",
        "Le capital assuré choisi, versé en une fois aux bénéficiaires.",
      ),
    ],
    notInsured: [
      t(
        "Overlijden door zelfdoding in de eerste 2 jaar van de verzekering.",
        "Death by suicide in the first 2 years of the insurance.",
        "Tod durch Suizid in den ersten 2 Jahren der Versicherung.",
        "Le décès par suicide pendant les 2 premières années du contrat.",
      ),
      t(
        "Overlijden door deelname aan oorlog of een gewelddadig conflict.",
        "Death caused by taking part in war or armed conflict.",
        "Tod durch Teilnahme an Krieg oder bewaffneten Konflikten.",
        "Le décès dû à la participation à une guerre ou à un conflit armé.",
      ),
    ],
    restrictions: [
      t(
        "Heb je de gezondheidsvragen niet naar waarheid beantwoord, dan kan de uitkering lager zijn of vervallen.",
        "If you did not answer the health questions truthfully, the payout may be lower or lost.",
        "Wenn Sie die Gesundheitsfragen nicht wahrheitsgemäß beantwortet haben, kann die Leistung geringer sein oder entfallen.",
        "Si vous n'avez pas répondu sincèrement aux questions de santé, la prestation peut être réduite ou supprimée.",
      ),
    ],
    where: [WORLDWIDE],
    obligations: [
      t(
        "Laat je identiteit controleren voordat de verzekering ingaat.",
        "Have your identity verified before the insurance starts.",
        "Lassen Sie Ihre Identität prüfen, bevor die Versicherung beginnt.",
        "Faites vérifier votre identité avant le début de l'assurance.",
      ),
    ],
  },
  car: {
    insured: [
      t(
        "WA: schade die je met je auto aan anderen toebrengt. WA+ ook diefstal, brand, storm en ruitschade. Allrisk ook schade aan je eigen auto.",
        "Third party: damage you cause to others with your car. Third party plus also theft, fire, storm and window damage. Comprehensive also damage to your own car.",
        "Haftpflicht: Schäden, die Sie anderen mit Ihrem Auto zufügen. Teilkasko zusätzlich Diebstahl, Brand, Sturm und Glasbruch. Vollkasko auch Schäden am eigenen Auto.",
        "Responsabilité civile : les dommages causés à autrui avec votre voiture. RC plus : aussi le vol, l'incendie, la tempête et le bris de glace. Tous risques : aussi les dommages à votre propre voiture.",
      ),
    ],
    notInsured: [
      t(
        "Schade als de bestuurder geen geldig rijbewijs heeft of onder invloed van alcohol of drugs rijdt.",
        "Damage when the driver has no valid licence or drives under the influence of alcohol or drugs.",
        "Schäden, wenn der Fahrer keinen gültigen Führerschein hat oder unter Alkohol- oder Drogeneinfluss fährt.",
        "Les dommages lorsque le conducteur n'a pas de permis valable ou conduit sous l'emprise d'alcool ou de drogues.",
      ),
      t(
        "Schade tijdens wedstrijden of als de auto voor verhuur of taxivervoer wordt gebruikt.",
        "Damage during races or when the car is used for hire or as a taxi.",
        "Schäden bei Rennen oder wenn das Auto vermietet oder als Taxi genutzt wird.",
        "Les dommages lors de courses ou si la voiture est louée ou utilisée comme taxi.",
      ),
      t(
        "Slijtage en schade aan banden alleen.",
        "Wear and tear, and damage to tyres alone.",
        "Verschleiß und Schäden nur an den Reifen.",
        "L'usure et les dommages aux seuls pneus.",
      ),
    ],
    restrictions: [
      t(
        "Bij een schade verlies je schadevrije jaren, behalve als een ander aansprakelijk is.",
        "A claim costs you claim-free years, unless someone else is liable.",
        "Ein Schaden kostet Sie schadenfreie Jahre, außer wenn ein anderer haftet.",
        "Un sinistre vous fait perdre des années sans sinistre, sauf si un tiers est responsable.",
      ),
    ],
    where: [
      t(
        "In Europa en de andere landen op je groene kaart.",
        "In Europe and the other countries on your green card.",
        "In Europa und den anderen Ländern Ihrer Grünen Karte.",
        "En Europe et dans les autres pays de votre carte verte.",
      ),
    ],
    obligations: [
      t(
        "Geef de juiste regelmatige bestuurder en het juiste aantal kilometers per jaar op.",
        "Give the right regular driver and the right number of kilometres a year.",
        "Geben Sie den richtigen Hauptfahrer und die richtige Jahresfahrleistung an.",
        "Indiquez le bon conducteur principal et le bon kilométrage annuel.",
      ),
    ],
  },
  "home-liability": {
    insured: [
      t(
        "Ook schade door je kinderen en huisdieren, en door vrijwilligerswerk.",
        "Also damage caused by your children and pets, and by voluntary work.",
        "Auch Schäden durch Ihre Kinder und Haustiere sowie durch ehrenamtliche Arbeit.",
        "Aussi les dommages causés par vos enfants et animaux, et lors d'activités bénévoles.",
      ),
    ],
    notInsured: [
      t(
        "Schade aan spullen die je leent of huurt.",
        "Damage to things you borrow or rent.",
        "Schäden an geliehenen oder gemieteten Sachen.",
        "Les dommages aux objets empruntés ou loués.",
      ),
      t(
        "Schade die je in je werk of met een motorrijtuig veroorzaakt.",
        "Damage you cause in your work or with a motor vehicle.",
        "Schäden, die Sie bei der Arbeit oder mit einem Kraftfahrzeug verursachen.",
        "Les dommages causés dans votre travail ou avec un véhicule à moteur.",
      ),
      INTENT,
    ],
    where: [WORLDWIDE],
  },
  "home-building": {
    insured: [
      t(
        "Schade aan je woning door brand, storm, inbraak, waterschade en glasbreuk (als je glas meeverzekert).",
        "Damage to your home from fire, storm, burglary, water and broken glass (if you add glass cover).",
        "Schäden an Ihrem Haus durch Brand, Sturm, Einbruch, Wasser und Glasbruch (mit Glasversicherung).",
        "Les dommages à votre logement dus à l'incendie, la tempête, le cambriolage, l'eau et le bris de glace (si vous l'ajoutez).",
      ),
    ],
    notInsured: HOME_NOT,
    restrictions: [HOME_VACANT],
    where: [AT_HOME_NL],
    obligations: [
      t(
        "Houd je woning goed onderhouden en neem maatregelen om schade te beperken.",
        "Keep your home well maintained and take steps to limit damage.",
        "Halten Sie Ihr Haus in gutem Zustand und begrenzen Sie Schäden.",
        "Entretenez bien votre logement et prenez des mesures pour limiter les dommages.",
      ),
      REPORT_THEFT,
    ],
  },
  "home-content": {
    notInsured: [
      ...HOME_NOT,
      t(
        "Contant geld boven € 500 en sieraden boven € 5.000.",
        "Cash above €500 and jewellery above €5,000.",
        "Bargeld über 500 € und Schmuck über 5.000 €.",
        "Les espèces au-delà de 500 € et les bijoux au-delà de 5 000 €.",
      ),
    ],
    restrictions: [HOME_VACANT],
    where: [
      t(
        "Op het adres in Nederland dat op je polis staat; buitenshuis alleen bij diefstal met braak uit een afgesloten ruimte.",
        "At the address in the Netherlands shown on your policy; away from home only for theft by forced entry from a locked space.",
        "An der Adresse in den Niederlanden laut Versicherungsschein; außerhalb nur bei Einbruchdiebstahl aus einem verschlossenen Raum.",
        "À l'adresse aux Pays-Bas indiquée sur votre police ; à l'extérieur uniquement en cas de vol avec effraction d'un local fermé.",
      ),
    ],
    obligations: [REPORT_THEFT, KEEP_RECORDS],
  },
  device: {
    notInsured: [
      t(
        "Verlies, slijtage, krassen die het gebruik niet hinderen en software- of accuproblemen.",
        "Loss, wear and tear, scratches that do not hinder use, and software or battery faults.",
        "Verlust, Verschleiß, Kratzer ohne Gebrauchseinschränkung sowie Software- oder Akkufehler.",
        "La perte, l'usure, les rayures sans gêne d'utilisation et les pannes de logiciel ou de batterie.",
      ),
      t(
        "Diefstal uit een onbeheerde auto of een openbare ruimte zonder toezicht.",
        "Theft from an unattended car or an unattended public place.",
        "Diebstahl aus einem unbeaufsichtigten Auto oder einem unbeaufsichtigten öffentlichen Ort.",
        "Le vol dans une voiture ou un lieu public laissés sans surveillance.",
      ),
      INTENT,
    ],
    restrictions: [
      t(
        "We vergoeden de dagwaarde van het apparaat, tot ten hoogste € 5.000.",
        "We pay the current value of the device, up to €5,000.",
        "Wir erstatten den Zeitwert des Geräts, höchstens 5.000 €.",
        "Nous remboursons la valeur actuelle de l'appareil, jusqu'à 5 000 €.",
      ),
    ],
    where: [WORLDWIDE],
    obligations: [
      t(
        "Geef het juiste IMEI- of serienummer op.",
        "Give the right IMEI or serial number.",
        "Geben Sie die richtige IMEI- oder Seriennummer an.",
        "Indiquez le bon numéro IMEI ou de série.",
      ),
      REPORT_THEFT,
      KEEP_RECORDS,
    ],
  },
  drone: {
    notInsured: [
      t(
        "Schade als je vliegt zonder de vereiste registratie of het vereiste brevet, of buiten de regels voor drones.",
        "Damage when you fly without the required registration or certificate, or outside the rules for drones.",
        "Schäden, wenn Sie ohne die nötige Registrierung oder Bescheinigung oder entgegen den Drohnenregeln fliegen.",
        "Les dommages si vous volez sans l'enregistrement ou le brevet requis, ou hors des règles applicables aux drones.",
      ),
      t(
        "Verlies van het toestel zonder aantoonbare schade of diefstal.",
        "Loss of the drone without proof of damage or theft.",
        "Verlust der Drohne ohne nachweisbaren Schaden oder Diebstahl.",
        "La perte du drone sans preuve de dommage ou de vol.",
      ),
      INTENT,
    ],
    restrictions: [
      t(
        "Aansprakelijkheid tot € 1.000.000; schade aan je eigen drone alleen als je die dekking kiest.",
        "Liability up to €1,000,000; damage to your own drone only if you choose that cover.",
        "Haftpflicht bis 1.000.000 €; Schäden an der eigenen Drohne nur mit dieser Deckung.",
        "Responsabilité civile jusqu'à 1 000 000 € ; les dommages à votre propre drone seulement si vous choisissez cette garantie.",
      ),
    ],
    where: [
      t(
        "In de landen van de Europese Unie.",
        "In the countries of the European Union.",
        "In den Ländern der Europäischen Union.",
        "Dans les pays de l'Union européenne.",
      ),
    ],
    obligations: [
      t(
        "Houd je aan de regels van de ILT en EASA voor drones.",
        "Follow the ILT and EASA rules for drones.",
        "Halten Sie sich an die Drohnenregeln der ILT und der EASA.",
        "Respectez les règles de l'ILT et de l'EASA pour les drones.",
      ),
    ],
  },
  checkin: {
    insured: [
      t(
        "Geen verzekering zelf: een gratis check van je bestaande verzekeringen, met advies over wat je mist of dubbel hebt.",
        "No insurance in itself: a free check of your existing insurance, with advice on what you lack or have twice.",
        "Keine Versicherung an sich: eine kostenlose Prüfung Ihrer bestehenden Versicherungen mit Rat zu Lücken und Doppelungen.",
        "Pas une assurance en soi : un contrôle gratuit de vos assurances existantes, avec des conseils sur les lacunes et doublons.",
      ),
    ],
    notInsured: [
      t(
        "Schade: die blijft verzekerd bij je huidige verzekeraar, onder diens voorwaarden.",
        "Claims: they stay insured with your current insurer, under its terms.",
        "Schäden: diese bleiben bei Ihrem jetzigen Versicherer nach dessen Bedingungen versichert.",
        "Les sinistres : ils restent couverts par votre assureur actuel, selon ses conditions.",
      ),
    ],
    where: [
      t(
        "Voor verzekeringen van je bedrijf in Nederland.",
        "For your business's insurance in the Netherlands.",
        "Für die Versicherungen Ihres Unternehmens in den Niederlanden.",
        "Pour les assurances de votre entreprise aux Pays-Bas.",
      ),
    ],
    obligations: [
      t(
        "Geef je huidige verzekeringen, bedragen en verlengdatums volledig op.",
        "Give your current insurance, amounts and renewal dates in full.",
        "Geben Sie Ihre jetzigen Versicherungen, Summen und Verlängerungsdaten vollständig an.",
        "Indiquez complètement vos assurances actuelles, montants et dates de renouvellement.",
      ),
    ],
  },
};

/** The facts as InsuranceProduct.ipid stores them: per section, per language, the lines. */
export function ipidFor(slug: string): IpidFacts | null {
  const product = PRODUCT_IPID[slug];
  if (!product) return null;
  const sections = { ...product } as Record<string, Line[] | undefined>;
  const facts: Record<string, Record<string, string[]>> = {};
  for (const [section, lines] of Object.entries(sections)) {
    if (!lines || lines.length === 0) continue;
    facts[section] = {
      nl: lines.map((line) => line.nl),
      en: lines.map((line) => line.en),
      de: lines.map((line) => line.de),
      fr: lines.map((line) => line.fr),
    };
  }
  return facts as IpidFacts;
}
