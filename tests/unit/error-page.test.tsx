// The error fallback must read in Dutch even when no catalog could be loaded.
import { createInstance, type Resource } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/error-page";
import en from "~/i18n/locales/en/common.json";

async function render(resources: Resource, variant?: "boundary" | "page") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources, defaultNS: "common", interpolation: { escapeValue: false } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/products/available-products"]}>
        <ErrorPage variant={variant} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("ErrorPage", () => {
  it("falls back to Dutch 'report error' and 'go back' without catalogs", async () => {
    const html = await render({});
    expect(html).toContain("Er is iets misgegaan");
    expect(html).toContain("Fout melden");
    expect(html).toContain("Ga terug");
    expect(html).toContain('value="/products/available-products"');
  });

  it("uses the catalog when there is one", async () => {
    const html = await render({ en: { common: en } });
    expect(html).toContain("Report error");
    expect(html).toContain("Go back");
  });

  it("the /500 page offers the way back to the start and no report form", async () => {
    const html = await render({}, "page");
    expect(html).toContain("Terug naar de start");
    expect(html).not.toContain("Fout melden");
  });
});
