// Product page content for the demo products: FAQ, policy documents and info cards, in every
// interface language. The texts are shared by all products and name the product.
import type { LocalizedText, ProductSeed } from "./products";

type Lang = keyof LocalizedText;
const LANGS: Lang[] = ["nl", "en", "de", "fr"];

function each(make: (lang: Lang) => string): LocalizedText {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as LocalizedText;
}

const FAQ: { question: LocalizedText; answer: LocalizedText }[] = [
  {
    question: {
      nl: "Hoe snel ben ik verzekerd?",
      en: "How soon am I insured?",
      de: "Wie schnell bin ich versichert?",
      fr: "En combien de temps suis-je assuré ?",
    },
    answer: {
      nl: "Meestal binnen 5 minuten. Je kiest zelf de ingangsdatum: vandaag of binnen 30 dagen.",
      en: "Usually within 5 minutes. You choose the start date yourself: today or within 30 days.",
      de: "Meist innerhalb von 5 Minuten. Sie wählen den Beginn selbst: heute oder innerhalb von 30 Tagen.",
      fr: "Le plus souvent en 5 minutes. Vous choisissez la date de début : aujourd'hui ou dans les 30 jours.",
    },
  },
  {
    question: {
      nl: "Hoe betaal ik de premie?",
      en: "How do I pay the premium?",
      de: "Wie zahle ich den Beitrag?",
      fr: "Comment payer la prime ?",
    },
    answer: {
      nl: "Per maand via automatische incasso. Je geeft daarvoor een SEPA-machtiging af bij het afsluiten.",
      en: "Monthly by direct debit. You sign a SEPA mandate when you take out the insurance.",
      de: "Monatlich per Lastschrift. Dafür erteilen Sie beim Abschluss ein SEPA-Mandat.",
      fr: "Chaque mois par prélèvement. Vous signez un mandat SEPA lors de la souscription.",
    },
  },
  {
    question: { nl: "Kan ik opzeggen?", en: "Can I cancel?", de: "Kann ich kündigen?", fr: "Puis-je résilier ?" },
    answer: {
      nl: "Ja, per de volgende incassodatum. Te veel betaalde premie krijg je binnen 14 dagen terug.",
      en: "Yes, from the next billing date. Premium paid in advance comes back within 14 days.",
      de: "Ja, zum nächsten Abbuchungstermin. Zu viel gezahlte Beiträge erhalten Sie innerhalb von 14 Tagen zurück.",
      fr: "Oui, à la prochaine date de prélèvement. La prime payée en trop vous est remboursée sous 14 jours.",
    },
  },
];

const DOCUMENT_TITLES: Record<"conditions" | "ipid", LocalizedText> = {
  conditions: { nl: "Polisvoorwaarden", en: "Policy conditions", de: "Versicherungsbedingungen", fr: "Conditions générales" },
  ipid: {
    nl: "Verzekeringskaart (IPID)",
    en: "Insurance product information (IPID)",
    de: "Produktinformationsblatt (IPID)",
    fr: "Document d'information (IPID)",
  },
};

export function productPageFor(product: ProductSeed) {
  return {
    faq: FAQ,
    documents: (["conditions", "ipid"] as const).map((kind) => ({
      title: DOCUMENT_TITLES[kind],
      href: `/products/${product.slug}/documents/${kind}`,
    })),
    infoCards: [
      {
        title: { nl: "Wat is verzekerd", en: "What is covered", de: "Was ist versichert", fr: "Ce qui est couvert" },
        text: product.descriptions,
      },
      {
        title: { nl: "Premie", en: "Premium", de: "Beitrag", fr: "Prime" },
        text: each(
          (lang) =>
            ({
              nl: "De premie hangt af van je beroep en de dekking die je kiest. Je ziet hem direct.",
              en: "The premium depends on your profession and the cover you choose. You see it at once.",
              de: "Der Beitrag hängt von Ihrem Beruf und der gewählten Deckung ab. Sie sehen ihn sofort.",
              fr: "La prime dépend de votre profession et de la couverture choisie. Vous la voyez tout de suite.",
            })[lang],
        ),
      },
    ],
  };
}
