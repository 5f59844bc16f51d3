// Demo partners (plain data, no I/O): the direct channel on the bare host and three branded
// partners that show the switches of the spec. Colours are partner values for keys of the
// colour registry (app/domain/theme/colour-registry.ts); keys a partner leaves out fall back
// to the registry's fallbackKey and defaults. Text/background pairs meet WCAG AA (4.5:1).

export type PartnerSeed = {
  /** Host label: acme for acme.example.nl. Lower case. */
  name: string;
  displayName: string;
  isDefault: boolean;
  /** Comma list out of nl,en,de,fr. */
  languages: string;
  defaultLanguage: string;
  isDirect: boolean;
  hideKvk?: boolean;
  allowManualCompanyInformation?: boolean;
  loginViaEmailAvailable?: boolean;
  googleTagManagerId?: string | null;
  validatePolicyStartDate?: boolean;
  logoPrimary: string | null;
  logoSecondary?: string | null;
  fontPrimary?: string | null;
  supportEmail?: string | null;
  supportPhoneNumber?: string | null;
  supportWhatsappUrl?: string | null;
  chatWidgetKey?: string | null;
  /** Support channels (decision 0046), in display order; none: derived from the contact fields. */
  supportChannels?: readonly { kind: string; productType?: string; availability: string }[];
  enableVisualEffects?: boolean;
  hideProfessionsOnWelcomeScreen?: boolean;
  hideProfessionPage?: boolean;
  hideInvoicesAndSupport?: boolean;
  disableLogoLink?: boolean;
  backToPartnerSiteUrl?: string | null;
  checkinReturnUrl?: string | null;
  partnerBankDiscountPercent?: number;
  partnerBankIbanCode?: string;
  /** Demo secret for signed partner links and the token API (README: "For integrators"). */
  linkSigningSecret?: string;
  /** Colour key -> lower-case #rrggbb. */
  colours: Readonly<Record<string, string>>;
  /** Slugs of the products offered (prisma/seed-data/products.ts), in display order. */
  productSlugs: readonly string[];
};

export const PARTNERS: readonly PartnerSeed[] = [
  {
    name: "direct",
    displayName: "Zzp Verzekerd",
    isDefault: true,
    languages: "nl,en,de,fr",
    defaultLanguage: "nl",
    isDirect: true,
    googleTagManagerId: null,
    logoPrimary: "/brands/direct/logo.svg",
    supportEmail: "support@zzpverzekerd.example",
    supportPhoneNumber: "+31 20 123 4567",
    supportWhatsappUrl: "https://wa.me/31201234567",
    // No third-party chat widget in the demo (its script would leave the machine): the built-in chat.
    chatWidgetKey: null,
    supportChannels: [
      { kind: "call", availability: "office-hours" },
      { kind: "chat", availability: "office-hours" },
      { kind: "whatsapp", availability: "office-hours" },
      { kind: "mail", availability: "always" },
      { kind: "ai", availability: "always" },
      { kind: "faq", availability: "always" },
    ],
    // The built-in theme: no partner values.
    colours: {},
    productSlugs: [
      "professional-liability",
      "business-liability",
      "aov",
      "aov-acture",
      "death-risk",
      "car",
      "home-liability",
      "home-building",
      "home-content",
      "device",
      "drone",
      "checkin",
    ],
  },
  {
    name: "acme",
    displayName: "Acme Bank",
    isDefault: false,
    languages: "nl,en",
    defaultLanguage: "nl",
    isDirect: false,
    hideKvk: true,
    googleTagManagerId: "GTM-ACME01",
    logoPrimary: "/brands/acme/logo.svg",
    fontPrimary: "Georgia, serif",
    supportEmail: "verzekeren@acmebank.example",
    supportPhoneNumber: "+31 30 765 4321",
    chatWidgetKey: null,
    supportChannels: [
      { kind: "call", availability: "office-hours" },
      { kind: "mail", availability: "always" },
      { kind: "ai", productType: "aov", availability: "outside-office-hours" },
      { kind: "faq", availability: "always" },
    ],
    partnerBankDiscountPercent: 10,
    partnerBankIbanCode: "ACME",
    linkSigningSecret: "demo-acme-link-secret",
    colours: {
      primary: "#0b6e4f",
      secondary: "#3f6212",
      title: "#064e3b",
      "header-background": "#e8f4ee",
      "header-text": "#063d2e",
      "button-solid-background": "#0b6e4f",
      "button-solid-text": "#ffffff",
      "button-solid-hover-background": "#08543c",
      link: "#0a6446",
      "background-body": "#f4f9f6",
    },
    productSlugs: ["business-liability", "professional-liability", "aov", "home-liability", "home-building", "home-content", "device"],
  },
  {
    name: "boekfix",
    displayName: "Boekfix",
    linkSigningSecret: "demo-boekfix-link-secret",
    // The bookkeeping app takes its freelancer back here after a check-in.
    checkinReturnUrl: "https://app.boekfix.example/insurance/checkin-done",
    isDefault: false,
    languages: "nl,en,de,fr",
    defaultLanguage: "en",
    isDirect: false,
    allowManualCompanyInformation: false,
    hideProfessionPage: true,
    hideProfessionsOnWelcomeScreen: true,
    logoPrimary: "/brands/boekfix/logo.svg",
    supportEmail: "insurance@boekfix.example",
    colours: {
      primary: "#5b2a86",
      secondary: "#c2410c",
      title: "#3b1560",
      "header-background": "#f6f0fc",
      "header-text": "#2e1446",
      "button-solid-background": "#c2410c",
      "button-solid-text": "#ffffff",
      "button-solid-hover-background": "#9a3412",
      link: "#6b2fa3",
      "background-body": "#fbf9fe",
    },
    productSlugs: ["professional-liability", "business-liability", "aov", "aov-acture", "checkin", "death-risk"],
  },
  {
    name: "solo",
    displayName: "Solo Advies",
    isDefault: false,
    languages: "nl",
    defaultLanguage: "nl",
    isDirect: false,
    hideInvoicesAndSupport: true,
    disableLogoLink: true,
    backToPartnerSiteUrl: "https://example.org",
    enableVisualEffects: false,
    logoPrimary: "/brands/solo/logo.svg",
    colours: {
      primary: "#b91c1c",
      secondary: "#1f2937",
      title: "#111827",
      "button-solid-background": "#b91c1c",
      "button-solid-text": "#ffffff",
      "button-solid-hover-background": "#991b1b",
      link: "#b91c1c",
      "background-body": "#f9fafb",
      "footer-background": "#111827",
      "footer-text": "#f3f4f6",
    },
    productSlugs: ["business-liability", "professional-liability", "car"],
  },
];
