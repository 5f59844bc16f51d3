// Demo professions of Dutch self-employed people (plain data, no I/O).
// riskClass: 1 office work, 2 client-facing or light physical work, 3 trades and driving,
// 4 work at height and other high-risk work.
import type { LocalizedText } from "./products";

export type ProfessionSeed = {
  slug: string;
  names: LocalizedText;
  riskClass: 1 | 2 | 3 | 4;
};

const p = (slug: string, riskClass: ProfessionSeed["riskClass"], nl: string, en: string, de: string, fr: string): ProfessionSeed => ({
  slug,
  names: { nl, en, de, fr },
  riskClass,
});

export const PROFESSIONS: readonly ProfessionSeed[] = [
  // 1: office and advisory work
  p("ict-consultant", 1, "ICT-consultant", "IT consultant", "IT-Berater", "Consultant informatique"),
  p("software-developer", 1, "Softwareontwikkelaar", "Software developer", "Softwareentwickler", "Développeur de logiciels"),
  p("web-designer", 1, "Webdesigner", "Web designer", "Webdesigner", "Concepteur de sites web"),
  p("graphic-designer", 1, "Grafisch ontwerper", "Graphic designer", "Grafikdesigner", "Graphiste"),
  p("copywriter", 1, "Copywriter", "Copywriter", "Werbetexter", "Rédacteur publicitaire"),
  p("journalist", 1, "Journalist", "Journalist", "Journalist", "Journaliste"),
  p("translator", 1, "Vertaler", "Translator", "Übersetzer", "Traducteur"),
  p("bookkeeper", 1, "Boekhouder", "Bookkeeper", "Buchhalter", "Comptable"),
  p("management-consultant", 1, "Managementconsultant", "Management consultant", "Unternehmensberater", "Consultant en management"),
  p("marketing-consultant", 1, "Marketingadviseur", "Marketing consultant", "Marketingberater", "Consultant en marketing"),
  p("interior-designer", 1, "Interieurontwerper", "Interior designer", "Innenarchitekt", "Architecte d'intérieur"),
  p("coach", 1, "Coach", "Coach", "Coach", "Coach"),
  p("dietitian", 1, "Diëtist", "Dietitian", "Diätassistent", "Diététicien"),
  // 2: client-facing or light physical work
  p("architect", 2, "Architect", "Architect", "Architekt", "Architecte"),
  p("photographer", 2, "Fotograaf", "Photographer", "Fotograf", "Photographe"),
  p("event-planner", 2, "Evenementenorganisator", "Event planner", "Eventplaner", "Organisateur d'événements"),
  p("physiotherapist", 2, "Fysiotherapeut", "Physiotherapist", "Physiotherapeut", "Kinésithérapeute"),
  p("hairdresser", 2, "Kapper", "Hairdresser", "Friseur", "Coiffeur"),
  p("beautician", 2, "Schoonheidsspecialist", "Beautician", "Kosmetiker", "Esthéticien"),
  p("pedicure", 2, "Pedicure", "Chiropodist", "Fußpfleger", "Pédicure"),
  p("personal-trainer", 2, "Personal trainer", "Personal trainer", "Personal Trainer", "Coach sportif"),
  p("cleaner", 2, "Schoonmaker", "Cleaner", "Reinigungskraft", "Agent d'entretien"),
  p("caterer", 2, "Kok en cateraar", "Chef and caterer", "Koch und Caterer", "Cuisinier traiteur"),
  // 3: trades and driving
  p("carpenter", 3, "Timmerman", "Carpenter", "Zimmermann", "Charpentier"),
  p("plumber", 3, "Loodgieter", "Plumber", "Installateur", "Plombier"),
  p("electrician", 3, "Elektricien", "Electrician", "Elektriker", "Électricien"),
  p("painter", 3, "Schilder", "Painter and decorator", "Maler", "Peintre en bâtiment"),
  p("plasterer", 3, "Stukadoor", "Plasterer", "Stuckateur", "Plâtrier"),
  p("tiler", 3, "Tegelzetter", "Tiler", "Fliesenleger", "Carreleur"),
  p("bricklayer", 3, "Metselaar", "Bricklayer", "Maurer", "Maçon"),
  p("gardener", 3, "Hovenier", "Landscape gardener", "Garten- und Landschaftsbauer", "Jardinier paysagiste"),
  p("courier", 3, "Koerier", "Courier", "Kurier", "Coursier"),
  p("taxi-driver", 3, "Taxichauffeur", "Taxi driver", "Taxifahrer", "Chauffeur de taxi"),
  // 4: work at height and other high-risk work
  p("roofer", 4, "Dakdekker", "Roofer", "Dachdecker", "Couvreur"),
  p("scaffolder", 4, "Steigerbouwer", "Scaffolder", "Gerüstbauer", "Échafaudeur"),
  p("window-cleaner", 4, "Glazenwasser", "Window cleaner", "Fensterputzer", "Laveur de vitres"),
];
