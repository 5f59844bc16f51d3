// The aov (disability insurance for the self-employed) knowledge test and medical history
// (spec sections 2-5): 11 quiz questions with one right answer each, 14 yes/no medical
// questions and the BMI question. Plain data; the aov product in products.ts takes them in.
// A "yes" to a medical question means one of three things: the insurer's medical underwriting
// (an assessment, the policy waits), more information needed (soft drop-out), or for the most
// serious ones an adviser referral (hard drop-out).
import type { LocalizedText, OptionSeed, QuestionSeed } from "./products";

const t = (nl: string, en: string, de: string, fr: string): LocalizedText => ({ nl, en, de, fr });

// ---------------------------------------------------------------------------------------------
// Knowledge test

type Choice = [LocalizedText, boolean];

const quiz = (texts: LocalizedText, choices: Choice[]): QuestionSeed => ({
  group: "normal",
  type: "quiz",
  texts,
  required: true,
  options: choices.map(([labels, isCorrect], index): OptionSeed => ({
    value: String.fromCharCode(97 + index),
    labels,
    consequence: "none",
    priceFactorPermille: 1000,
    isCorrect,
  })),
});

export function knowledgeTestQuestions(): QuestionSeed[] {
  return [
    quiz(
      t(
        "Wat is de wachttijd (eigenrisicoperiode) van een arbeidsongeschiktheidsverzekering?",
        "What is the waiting period (own-risk period) of a disability insurance?",
        "Was ist die Karenzzeit einer Berufsunfähigkeitsversicherung?",
        "Qu'est-ce que le délai de carence d'une assurance invalidité ?",
      ),
      [
        [
          t(
            "De periode aan het begin van je arbeidsongeschiktheid waarin je nog geen uitkering krijgt",
            "The period at the start of your incapacity in which you receive no benefit yet",
            "Der Zeitraum zu Beginn Ihrer Berufsunfähigkeit, in dem Sie noch keine Leistung erhalten",
            "La période au début de votre incapacité pendant laquelle vous ne recevez pas encore de prestation",
          ),
          true,
        ],
        [
          t(
            "De tijd die de verzekeraar nodig heeft om je aanvraag te beoordelen",
            "The time the insurer needs to assess your application",
            "Die Zeit, die der Versicherer für die Prüfung Ihres Antrags braucht",
            "Le temps dont l'assureur a besoin pour examiner votre demande",
          ),
          false,
        ],
        [
          t(
            "De periode na de start van de polis waarin je nog geen premie betaalt",
            "The period after the policy starts in which you pay no premium yet",
            "Der Zeitraum nach Vertragsbeginn, in dem Sie noch keinen Beitrag zahlen",
            "La période après le début du contrat pendant laquelle vous ne payez pas encore de prime",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Wat gebeurt er met je premie als je een langere wachttijd kiest?",
        "What happens to your premium when you choose a longer waiting period?",
        "Was passiert mit Ihrem Beitrag, wenn Sie eine längere Karenzzeit wählen?",
        "Qu'advient-il de votre prime si vous choisissez un délai de carence plus long ?",
      ),
      [
        [t("De premie wordt hoger", "The premium goes up", "Der Beitrag steigt", "La prime augmente"), false],
        [
          t(
            "De premie wordt lager, want je draagt zelf langer het risico",
            "The premium goes down, because you carry the risk yourself for longer",
            "Der Beitrag sinkt, weil Sie das Risiko länger selbst tragen",
            "La prime baisse, car vous supportez vous-même le risque plus longtemps",
          ),
          true,
        ],
        [
          t(
            "De wachttijd heeft geen invloed op de premie",
            "The waiting period has no effect on the premium",
            "Die Karenzzeit hat keinen Einfluss auf den Beitrag",
            "Le délai de carence n'a aucune influence sur la prime",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Wanneer keert een arbeidsongeschiktheidsverzekering uit?",
        "When does a disability insurance pay out?",
        "Wann leistet eine Berufsunfähigkeitsversicherung?",
        "Quand une assurance invalidité verse-t-elle une prestation ?",
      ),
      [
        [
          t(
            "Als je minder opdrachten hebt en je omzet daalt",
            "When you have fewer assignments and your revenue drops",
            "Wenn Sie weniger Aufträge haben und Ihr Umsatz sinkt",
            "Quand vous avez moins de missions et que votre chiffre d'affaires baisse",
          ),
          false,
        ],
        [
          t(
            "Als je door ziekte of een ongeval (gedeeltelijk) niet kunt werken, na afloop van de wachttijd",
            "When illness or an accident leaves you (partly) unable to work, once the waiting period has passed",
            "Wenn Sie wegen Krankheit oder Unfall (teilweise) nicht arbeiten können, nach Ablauf der Karenzzeit",
            "Quand une maladie ou un accident vous rend (partiellement) incapable de travailler, une fois le délai de carence écoulé",
          ),
          true,
        ],
        [t("Als je met pensioen gaat", "When you retire", "Wenn Sie in Rente gehen", "Quand vous prenez votre retraite"), false],
      ],
    ),
    quiz(
      t(
        "Wat is het eigen risico bij een arbeidsongeschiktheidsverzekering?",
        "What is the own risk of a disability insurance?",
        "Was ist der Selbstbehalt bei einer Berufsunfähigkeitsversicherung?",
        "Qu'est-ce que la franchise d'une assurance invalidité ?",
      ),
      [
        [
          t(
            "Een vast bedrag dat je bij elke schade zelf betaalt",
            "A fixed amount you pay yourself for every claim",
            "Ein fester Betrag, den Sie bei jedem Schaden selbst zahlen",
            "Un montant fixe que vous payez vous-même à chaque sinistre",
          ),
          false,
        ],
        [
          t(
            "Het deel van je inkomen dat je niet verzekert",
            "The part of your income you do not insure",
            "Der Teil Ihres Einkommens, den Sie nicht versichern",
            "La part de vos revenus que vous n'assurez pas",
          ),
          false,
        ],
        [
          t(
            "De wachttijd: de eerste periode van arbeidsongeschiktheid die je zelf opvangt",
            "The waiting period: the first period of incapacity you cover yourself",
            "Die Karenzzeit: der erste Zeitraum der Berufsunfähigkeit, den Sie selbst tragen",
            "Le délai de carence : la première période d'incapacité que vous couvrez vous-même",
          ),
          true,
        ],
      ],
    ),
    quiz(
      t(
        "Is de premie van een arbeidsongeschiktheidsverzekering fiscaal aftrekbaar?",
        "Is the premium of a disability insurance tax-deductible?",
        "Ist der Beitrag einer Berufsunfähigkeitsversicherung steuerlich absetzbar?",
        "La prime d'une assurance invalidité est-elle fiscalement déductible ?",
      ),
      [
        [
          t(
            "Ja, als uitgave voor een inkomensvoorziening in box 1",
            "Yes, as an income-provision expense in box 1",
            "Ja, als Ausgabe für eine Einkommensvorsorge in Box 1",
            "Oui, comme dépense de prévoyance de revenus dans la case 1 (box 1)",
          ),
          true,
        ],
        [t("Nee, nooit", "No, never", "Nein, nie", "Non, jamais"), false],
        [
          t(
            "Alleen als je ook een pensioen opbouwt",
            "Only if you also build up a pension",
            "Nur wenn Sie auch eine Altersvorsorge aufbauen",
            "Seulement si vous constituez aussi une retraite",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Hoe wordt een uitkering uit je arbeidsongeschiktheidsverzekering belast?",
        "How is a benefit from your disability insurance taxed?",
        "Wie wird eine Leistung aus Ihrer Berufsunfähigkeitsversicherung besteuert?",
        "Comment la prestation de votre assurance invalidité est-elle imposée ?",
      ),
      [
        [
          t(
            "Niet: de uitkering is belastingvrij",
            "Not at all: the benefit is tax-free",
            "Gar nicht: die Leistung ist steuerfrei",
            "Pas du tout : la prestation est exonérée d'impôt",
          ),
          false,
        ],
        [
          t(
            "Als inkomen in box 1, omdat de premie aftrekbaar was",
            "As income in box 1, because the premium was deductible",
            "Als Einkommen in Box 1, weil der Beitrag absetzbar war",
            "Comme revenu dans la case 1 (box 1), puisque la prime était déductible",
          ),
          true,
        ],
        [
          t(
            "Als vermogen in box 3",
            "As savings and investments in box 3",
            "Als Vermögen in Box 3",
            "Comme patrimoine dans la case 3 (box 3)",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Wat betekent indexatie van je verzekerde bedrag of uitkering?",
        "What does indexation of your insured amount or benefit mean?",
        "Was bedeutet die Indexierung Ihrer Versicherungssumme oder Leistung?",
        "Que signifie l'indexation de votre montant assuré ou de votre prestation ?",
      ),
      [
        [
          t(
            "Dat het bedrag elk jaar meestijgt (bijvoorbeeld met de inflatie), zodat het zijn waarde houdt",
            "That the amount rises every year (with inflation, for example), so it keeps its value",
            "Dass der Betrag jedes Jahr steigt (zum Beispiel mit der Inflation) und so seinen Wert behält",
            "Que le montant augmente chaque année (par exemple avec l'inflation) pour garder sa valeur",
          ),
          true,
        ],
        [
          t(
            "Dat de premie daalt naarmate je ouder wordt",
            "That the premium falls as you get older",
            "Dass der Beitrag mit zunehmendem Alter sinkt",
            "Que la prime diminue à mesure que vous vieillissez",
          ),
          false,
        ],
        [
          t(
            "Dat de uitkering na een jaar stopt",
            "That the benefit stops after one year",
            "Dass die Leistung nach einem Jahr endet",
            "Que la prestation s'arrête après un an",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Welk inkomen kun je verzekeren?",
        "What income can you insure?",
        "Welches Einkommen können Sie versichern?",
        "Quel revenu pouvez-vous assurer ?",
      ),
      [
        [
          t(
            "Je volledige omzet, inclusief btw",
            "Your whole revenue, VAT included",
            "Ihren gesamten Umsatz einschließlich Mehrwertsteuer",
            "Tout votre chiffre d'affaires, TVA comprise",
          ),
          false,
        ],
        [
          t(
            "Elk bedrag dat je wilt, los van wat je verdient",
            "Any amount you like, whatever you earn",
            "Jeden beliebigen Betrag, unabhängig von Ihrem Verdienst",
            "N'importe quel montant, quel que soit votre revenu",
          ),
          false,
        ],
        [
          t(
            "Een deel van je winst uit onderneming, tot een maximum",
            "Part of your business profit, up to a maximum",
            "Einen Teil Ihres Unternehmensgewinns, bis zu einer Höchstgrenze",
            "Une partie de votre bénéfice d'entreprise, jusqu'à un plafond",
          ),
          true,
        ],
      ],
    ),
    quiz(
      t(
        "Wat betekent dekking voor beroepsarbeidsongeschiktheid?",
        "What does cover for occupational disability mean?",
        "Was bedeutet Deckung bei Berufsunfähigkeit im eigenen Beruf?",
        "Que signifie une couverture pour l'incapacité professionnelle ?",
      ),
      [
        [
          t(
            "Je krijgt een uitkering als je je eigen beroep niet meer kunt uitoefenen",
            "You receive a benefit when you can no longer practise your own profession",
            "Sie erhalten eine Leistung, wenn Sie Ihren eigenen Beruf nicht mehr ausüben können",
            "Vous recevez une prestation quand vous ne pouvez plus exercer votre propre métier",
          ),
          true,
        ],
        [
          t(
            "Je krijgt alleen een uitkering als je helemaal geen werk meer kunt doen",
            "You only receive a benefit when you can do no work at all",
            "Sie erhalten nur dann eine Leistung, wenn Sie gar keine Arbeit mehr verrichten können",
            "Vous ne recevez une prestation que si vous ne pouvez plus faire aucun travail",
          ),
          false,
        ],
        [
          t(
            "Je bent alleen verzekerd voor ongevallen op het werk",
            "You are only insured for accidents at work",
            "Sie sind nur für Arbeitsunfälle versichert",
            "Vous n'êtes assuré que pour les accidents du travail",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Wat betekent een eindleeftijd van 67 jaar?",
        "What does an end age of 67 mean?",
        "Was bedeutet ein Endalter von 67 Jahren?",
        "Que signifie un âge de fin de 67 ans ?",
      ),
      [
        [
          t(
            "Je kunt de verzekering pas vanaf 67 jaar afsluiten",
            "You can only take out the insurance from age 67",
            "Sie können die Versicherung erst ab 67 Jahren abschließen",
            "Vous ne pouvez souscrire l'assurance qu'à partir de 67 ans",
          ),
          false,
        ],
        [
          t(
            "De verzekering en een lopende uitkering stoppen uiterlijk op je 67e",
            "The insurance and any running benefit end at the latest when you turn 67",
            "Die Versicherung und eine laufende Leistung enden spätestens mit 67 Jahren",
            "L'assurance et toute prestation en cours prennent fin au plus tard à 67 ans",
          ),
          true,
        ],
        [
          t(
            "Je betaalt tot je 67e premie en bent daarna levenslang verzekerd",
            "You pay premium until 67 and are insured for life after that",
            "Sie zahlen bis 67 Beiträge und sind danach lebenslang versichert",
            "Vous payez la prime jusqu'à 67 ans et êtes ensuite assuré à vie",
          ),
          false,
        ],
      ],
    ),
    quiz(
      t(
        "Wat gebeurt er als je bij de aanvraag gezondheidsklachten verzwijgt?",
        "What happens if you keep health complaints quiet when you apply?",
        "Was passiert, wenn Sie beim Antrag gesundheitliche Beschwerden verschweigen?",
        "Que se passe-t-il si vous taisez des problèmes de santé lors de la demande ?",
      ),
      [
        [
          t(
            "Niets, de verzekeraar controleert dat niet",
            "Nothing, the insurer does not check",
            "Nichts, der Versicherer prüft das nicht",
            "Rien, l'assureur ne le vérifie pas",
          ),
          false,
        ],
        [
          t(
            "De verzekeraar kan een uitkering weigeren of de verzekering beëindigen",
            "The insurer may refuse a benefit or end the insurance",
            "Der Versicherer kann die Leistung verweigern oder die Versicherung beenden",
            "L'assureur peut refuser la prestation ou mettre fin à l'assurance",
          ),
          true,
        ],
        [t("Je premie wordt lager", "Your premium goes down", "Ihr Beitrag sinkt", "Votre prime baisse"), false],
      ],
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Medical history

const YES = t("Ja", "Yes", "Ja", "Oui");
const NO = t("Nee", "No", "Nein", "Non");

/** What a "yes" leads to: medical underwriting, more information (drop_out) or a referral (hard_drop_out). */
type YesMeans = "underwriting" | "drop_out" | "hard_drop_out";

const medical = (texts: LocalizedText, yes: YesMeans): QuestionSeed => ({
  group: "normal",
  type: "medical",
  texts,
  required: true,
  options: [
    { value: "no", labels: NO, consequence: "approve", priceFactorPermille: 1000 },
    // A "yes" the insurer assesses asks what and when, and takes a doctor's letter; a referral needs neither.
    yes === "underwriting"
      ? {
          value: "yes",
          labels: YES,
          consequence: "none",
          priceFactorPermille: 1000,
          underwriting: "medical_underwriting",
          asksDetails: "explanation_and_documents",
        }
      : {
          value: "yes",
          labels: YES,
          consequence: yes,
          priceFactorPermille: 1000,
          ...(yes === "drop_out" ? { asksDetails: "explanation_and_documents" } : {}),
        },
  ],
});

export function medicalHistoryQuestions(): QuestionSeed[] {
  return [
    medical(
      t(
        "Ben je in de afgelopen 5 jaar onder behandeling of controle geweest voor hart- of vaatziekten of een hoge bloeddruk?",
        "In the last 5 years, have you been treated or monitored for heart or vascular disease or high blood pressure?",
        "Waren Sie in den letzten 5 Jahren wegen Herz- oder Gefäßerkrankungen oder Bluthochdruck in Behandlung oder Kontrolle?",
        "Au cours des 5 dernières années, avez-vous été traité ou suivi pour une maladie cardiaque ou vasculaire ou une hypertension ?",
      ),
      "underwriting",
    ),
    medical(
      t(
        "Heb je ooit kanker of een andere kwaadaardige aandoening gehad?",
        "Have you ever had cancer or another malignant condition?",
        "Hatten Sie jemals Krebs oder eine andere bösartige Erkrankung?",
        "Avez-vous déjà eu un cancer ou une autre affection maligne ?",
      ),
      "hard_drop_out",
    ),
    medical(t("Heb je diabetes (suikerziekte)?", "Do you have diabetes?", "Haben Sie Diabetes?", "Êtes-vous diabétique ?"), "underwriting"),
    medical(
      t(
        "Heb je in de afgelopen 5 jaar klachten gehad aan rug, nek, schouders, armen of gewrichten (ook RSI)?",
        "In the last 5 years, have you had complaints of the back, neck, shoulders, arms or joints (RSI included)?",
        "Hatten Sie in den letzten 5 Jahren Beschwerden an Rücken, Nacken, Schultern, Armen oder Gelenken (auch RSI)?",
        "Au cours des 5 dernières années, avez-vous eu des douleurs au dos, à la nuque, aux épaules, aux bras ou aux articulations (TMS compris) ?",
      ),
      "underwriting",
    ),
    medical(
      t(
        "Heb je in de afgelopen 5 jaar psychische klachten gehad, zoals overspannenheid, burn-out, depressie of angstklachten?",
        "In the last 5 years, have you had mental health complaints such as stress, burn-out, depression or anxiety?",
        "Hatten Sie in den letzten 5 Jahren psychische Beschwerden wie Überlastung, Burn-out, Depression oder Angstzustände?",
        "Au cours des 5 dernières années, avez-vous eu des troubles psychiques comme du surmenage, un burn-out, une dépression ou de l'anxiété ?",
      ),
      "underwriting",
    ),
    medical(
      t(
        "Heb je een aandoening aan de longen of luchtwegen, zoals astma of COPD?",
        "Do you have a lung or airway condition, such as asthma or COPD?",
        "Haben Sie eine Erkrankung der Lunge oder der Atemwege, etwa Asthma oder COPD?",
        "Avez-vous une affection des poumons ou des voies respiratoires, comme l'asthme ou la BPCO ?",
      ),
      "underwriting",
    ),
    medical(
      t(
        "Heb je een aandoening van het zenuwstelsel, zoals epilepsie, MS of ernstige migraine?",
        "Do you have a condition of the nervous system, such as epilepsy, MS or severe migraine?",
        "Haben Sie eine Erkrankung des Nervensystems wie Epilepsie, MS oder schwere Migräne?",
        "Avez-vous une affection du système nerveux, comme l'épilepsie, la sclérose en plaques ou des migraines sévères ?",
      ),
      "underwriting",
    ),
    medical(
      t(
        "Heb je beperkingen aan je gezichtsvermogen of gehoor die je werk beïnvloeden?",
        "Do you have limitations of sight or hearing that affect your work?",
        "Haben Sie Einschränkungen beim Sehen oder Hören, die Ihre Arbeit beeinflussen?",
        "Avez-vous des limitations de la vue ou de l'ouïe qui affectent votre travail ?",
      ),
      "underwriting",
    ),
    medical(
      t(
        "Ben je op dit moment onder behandeling van een arts, specialist, fysiotherapeut of psycholoog, of gebruik je geneesmiddelen?",
        "Are you currently being treated by a doctor, specialist, physiotherapist or psychologist, or do you take medication?",
        "Sind Sie derzeit bei einem Arzt, Facharzt, Physiotherapeuten oder Psychologen in Behandlung oder nehmen Sie Medikamente?",
        "Êtes-vous actuellement suivi par un médecin, un spécialiste, un kinésithérapeute ou un psychologue, ou prenez-vous des médicaments ?",
      ),
      "drop_out",
    ),
    medical(
      t(
        "Heb je in de afgelopen 5 jaar langer dan 4 weken aaneengesloten niet kunnen werken door ziekte of een ongeval?",
        "In the last 5 years, have you been unable to work for more than 4 weeks in a row because of illness or an accident?",
        "Konnten Sie in den letzten 5 Jahren wegen Krankheit oder Unfall länger als 4 Wochen am Stück nicht arbeiten?",
        "Au cours des 5 dernières années, avez-vous été dans l'incapacité de travailler plus de 4 semaines d'affilée à cause d'une maladie ou d'un accident ?",
      ),
      "drop_out",
    ),
    medical(
      t(
        "Ben je in de afgelopen 5 jaar geopereerd of in een ziekenhuis opgenomen geweest?",
        "In the last 5 years, have you had surgery or been admitted to hospital?",
        "Wurden Sie in den letzten 5 Jahren operiert oder in ein Krankenhaus aufgenommen?",
        "Au cours des 5 dernières années, avez-vous été opéré ou hospitalisé ?",
      ),
      "drop_out",
    ),
    medical(
      t(
        "Staat er een medisch onderzoek, operatie of behandeling voor je gepland?",
        "Is a medical examination, operation or treatment planned for you?",
        "Ist bei Ihnen eine ärztliche Untersuchung, Operation oder Behandlung geplant?",
        "Un examen médical, une opération ou un traitement est-il prévu pour vous ?",
      ),
      "drop_out",
    ),
    medical(
      t(
        "Ben je ooit behandeld voor het gebruik van alcohol, drugs of geneesmiddelen?",
        "Have you ever been treated for the use of alcohol, drugs or medication?",
        "Wurden Sie jemals wegen des Konsums von Alkohol, Drogen oder Medikamenten behandelt?",
        "Avez-vous déjà été traité pour une consommation d'alcool, de drogues ou de médicaments ?",
      ),
      "drop_out",
    ),
    medical(
      t(
        "Ben je op dit moment geheel of gedeeltelijk arbeidsongeschikt, of ontvang je een arbeidsongeschiktheidsuitkering?",
        "Are you currently fully or partly unable to work, or do you receive a disability benefit?",
        "Sind Sie derzeit ganz oder teilweise arbeitsunfähig oder beziehen Sie eine Leistung wegen Arbeitsunfähigkeit?",
        "Êtes-vous actuellement en incapacité de travail totale ou partielle, ou percevez-vous une prestation d'invalidité ?",
      ),
      "hard_drop_out",
    ),
    {
      group: "normal",
      type: "bmi",
      field: "bmi",
      texts: t(
        "Wat zijn je lengte en je gewicht?",
        "What are your height and weight?",
        "Wie groß und wie schwer sind Sie?",
        "Quels sont votre taille et votre poids ?",
      ),
      required: true,
      options: [],
    },
  ];
}
