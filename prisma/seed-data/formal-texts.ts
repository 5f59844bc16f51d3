// The Dutch seed texts as they read before decision 0089 (formal "u"), each with its "je" text:
// prisma/seed.ts brings a database seeded before then into one voice, changing a text only while
// it is still exactly the old seed text (an editor's own text stays). Plain data.

export const FORMAL_DUTCH_SEED_TEXTS: ReadonlyMap<string, string> = new Map([
  ["Welk bedrag wilt u per schade verzekeren?", "Welk bedrag wil je per schade verzekeren?"],
  ["Wat is uw geboortedatum?", "Wat is je geboortedatum?"],
  ["Wat is uw gezinssamenstelling?", "Wat is je gezinssamenstelling?"],
  ["Bent u eigenaar of huurder van de woning?", "Ben je eigenaar of huurder van de woning?"],
  ["Wilt u allriskdekking (ook onvoorziene schade)?", "Wil je allriskdekking (ook onvoorziene schade)?"],
  [
    "Is uw woning van steen gebouwd, met een harde dakbedekking (geen riet)?",
    "Is je woning van steen gebouwd, met een harde dakbedekking (geen riet)?",
  ],
  ["Welk eigen risico kiest u?", "Welk eigen risico kies je?"],
  ["Wanneer heeft u het gekocht?", "Wanneer heb je het gekocht?"],
  [
    "Dekt financiële schade door fouten in uw advies of werk, zoals een verkeerd advies of een programmeerfout.",
    "Dekt financiële schade door fouten in je advies of werk, zoals een verkeerd advies of een programmeerfout.",
  ],
  ["Welk eigen risico per schade kiest u?", "Welk eigen risico per schade kies je?"],
  [
    "Dekt schade die u of uw werk toebrengt aan personen of aan spullen van anderen.",
    "Dekt schade die jij of je werk toebrengt aan personen of aan spullen van anderen.",
  ],
  [
    "Wilt u spullen van anderen die u onder uw hoede heeft meeverzekeren?",
    "Wil je spullen van anderen die je onder je hoede hebt meeverzekeren?",
  ],
  [
    "Een maandelijkse uitkering als u door ziekte of een ongeval niet kunt werken.",
    "Een maandelijkse uitkering als je door ziekte of een ongeval niet kunt werken.",
  ],
  ["Rookt u, of heeft u in de afgelopen 12 maanden gerookt?", "Rook je, of heb je in de afgelopen 12 maanden gerookt?"],
  ["Wat is uw jaarinkomen uit uw onderneming (vóór belasting)?", "Wat is je jaarinkomen uit je onderneming (vóór belasting)?"],
  ["Welk deel van uw inkomen wilt u verzekeren?", "Welk deel van je inkomen wil je verzekeren?"],
  ["Welke wachttijd (eigenrisicoperiode) kiest u?", "Welke wachttijd (eigenrisicoperiode) kies je?"],
  ["Hoe lang wilt u maximaal een uitkering ontvangen?", "Hoe lang wil je maximaal een uitkering ontvangen?"],
  ["Wilt u dat uw verzekerde bedrag elk jaar meestijgt (indexatie)?", "Wil je dat je verzekerde bedrag elk jaar meestijgt (indexatie)?"],
  ["Wilt u psychische klachten, zoals een burn-out, meeverzekeren?", "Wil je psychische klachten, zoals een burn-out, meeverzekeren?"],
  ["Wat is de verwachte bruto omzet van uw onderneming dit jaar?", "Wat is de verwachte bruto omzet van je onderneming dit jaar?"],
  ["Verwacht u meer dan € 250.000 omzet? Licht dat dan kort toe.", "Verwacht je meer dan € 250.000 omzet? Licht dat dan kort toe."],
  ["Welk bedrag wilt u per maand ontvangen als u niet kunt werken?", "Welk bedrag wil je per maand ontvangen als je niet kunt werken?"],
  ["Werkt u gemiddeld minstens 20 uur per week als zelfstandige?", "Werk je gemiddeld minstens 20 uur per week als zelfstandige?"],
  ["Bent u op dit moment volledig arbeidsgeschikt?", "Ben je op dit moment volledig arbeidsgeschikt?"],
  [
    "Een uitkering voor uw nabestaanden als u overlijdt. Hiervoor is een identiteitscontrole nodig.",
    "Een uitkering voor je nabestaanden als je overlijdt. Hiervoor is een identiteitscontrole nodig.",
  ],
  ["Welk bedrag wilt u verzekeren?", "Welk bedrag wil je verzekeren?"],
  ["Heeft u in de afgelopen 2 jaar gerookt?", "Heb je in de afgelopen 2 jaar gerookt?"],
  [
    "Bent u op dit moment onder behandeling van een arts of specialist?",
    "Ben je op dit moment onder behandeling van een arts of specialist?",
  ],
  [
    "WA, WA+ of allrisk voor uw auto; de premie hangt af van kenteken, schadevrije jaren en kilometers.",
    "WA, WA+ of allrisk voor je auto; de premie hangt af van kenteken, schadevrije jaren en kilometers.",
  ],
  ["Wat is het kenteken van uw auto?", "Wat is het kenteken van je auto?"],
  ["Hoeveel kilometer rijdt u per jaar?", "Hoeveel kilometer rijd je per jaar?"],
  [
    "Hoeveel schadevrije jaren heeft u? (bij schuld-schades kan dit negatief zijn, tot -4)",
    "Hoeveel schadevrije jaren heb je? (bij schuld-schades kan dit negatief zijn, tot -4)",
  ],
  ["Waar woont u?", "Waar woon je?"],
  ["Welke dekking wilt u?", "Welke dekking wil je?"],
  ["Welk eigen risico kiest u bij cascoschade?", "Welk eigen risico kies je bij cascoschade?"],
  ["Wilt u rechtsbijstand verkeer meeverzekeren?", "Wil je rechtsbijstand verkeer meeverzekeren?"],
  ["Wilt u pechhulp in Nederland en Europa?", "Wil je pechhulp in Nederland en Europa?"],
  ["Wilt u een schadeverzekering voor inzittenden?", "Wil je een schadeverzekering voor inzittenden?"],
  [
    "Is u of de hoofdbestuurder in de afgelopen 5 jaar de rijbevoegdheid ontzegd?",
    "Is jou of de hoofdbestuurder in de afgelopen 5 jaar de rijbevoegdheid ontzegd?",
  ],
  ["Wat is het chassisnummer (VIN) van uw auto? (niet verplicht)", "Wat is het chassisnummer (VIN) van je auto? (niet verplicht)"],
  [
    "Rijdt een bestuurder jonger dan 24 jaar regelmatig in de auto zonder dat u dat heeft gemeld, dan geldt bij schade een extra eigen risico van € 500.",
    "Rijdt een bestuurder jonger dan 24 jaar regelmatig in de auto zonder dat je dat hebt gemeld, dan geldt bij schade een extra eigen risico van € 500.",
  ],
  [
    "Dekt schade die u, uw gezin of uw huisdieren privé aan anderen toebrengen.",
    "Dekt schade die jij, je gezin of je huisdieren privé aan anderen toebrengen.",
  ],
  [
    "Schade aan spullen die u van anderen heeft gehuurd of geleend is verzekerd tot € 1.250 per gebeurtenis.",
    "Schade aan spullen die je van anderen hebt gehuurd of geleend is verzekerd tot € 1.250 per gebeurtenis.",
  ],
  [
    "Verzekert uw koopwoning tegen schade door bijvoorbeeld brand, storm en inbraak.",
    "Verzekert je koopwoning tegen schade door bijvoorbeeld brand, storm en inbraak.",
  ],
  ["Wilt u glasdekking meeverzekeren?", "Wil je glasdekking meeverzekeren?"],
  [
    "Verzekert uw spullen in huis tegen brand, inbraak en waterschade.",
    "Verzekert je spullen in huis tegen brand, inbraak en waterschade.",
  ],
  [
    "Dekt diefstal van en schade aan uw telefoon, tablet, laptop of camera tot € 5.000.",
    "Dekt diefstal van en schade aan je telefoon, tablet, laptop of camera tot € 5.000.",
  ],
  ["Welk apparaat wilt u verzekeren?", "Welk apparaat wil je verzekeren?"],
  ["Is het apparaat onbeschadigd en in uw bezit?", "Is het apparaat onbeschadigd en in je bezit?"],
  [
    "Dekt schade aan en diefstal van uw drone, en de schade die u er anderen mee toebrengt.",
    "Dekt schade aan en diefstal van je drone, en de schade die je er anderen mee toebrengt.",
  ],
  ["Vliegt u alleen voor uzelf, niet tegen betaling voor anderen?", "Vlieg je alleen voor jezelf, niet tegen betaling voor anderen?"],
  [
    "Al verzekerd? Wij kijken gratis of uw verzekeringen bij uw bedrijf passen.",
    "Al verzekerd? Wij kijken gratis of je verzekeringen bij je bedrijf passen.",
  ],
  ["Welke verzekeringen heeft u al?", "Welke verzekeringen heb je al?"],
  ["Bij welke verzekeraar bent u verzekerd?", "Bij welke verzekeraar ben je verzekerd?"],
  [
    "Wat is het verzekerd bedrag per schade van uw huidige aansprakelijkheidsverzekering?",
    "Wat is het verzekerd bedrag per schade van je huidige aansprakelijkheidsverzekering?",
  ],
  ["Wanneer wordt uw verzekering verlengd?", "Wanneer wordt jouw verzekering verlengd?"],
  ["Hoeveel premie betaalt u per maand?", "Hoeveel premie betaal je per maand?"],
]);
