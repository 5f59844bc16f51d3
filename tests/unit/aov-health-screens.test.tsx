// The knowledge-test and medical-history screens rendered on the server with fixed loader and
// action data: the states a visitor sees, labels and errors at the field, without JavaScript.
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en/funnel.json";
import validations from "~/i18n/locales/en/validations.json";
import KnowledgeTest from "~/routes/checkout/checkout-knowledge-test";
import MedicalHistory from "~/routes/checkout/checkout-medical-history";

async function render(path: string, Component: () => JSX.Element, loaderData: object, actionData?: object) {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", resources: { en: { funnel: en, validations } }, defaultNS: "funnel", interpolation: { escapeValue: false } });
  const routes = [{ id: "screen", path, loader: () => loaderData, action: () => actionData ?? null, Component }];
  const handler = createStaticHandler(routes);
  const request = new Request(`http://localhost${path}`, actionData ? { method: "POST", body: new URLSearchParams() } : {});
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const test = {
  productId: "p1",
  productName: "Disability insurance",
  total: 11,
  passMark: 8,
  attemptsLeft: 2,
  alternativeSent: false,
  lastScore: null,
  questions: Array.from({ length: 11 }, (_, i) => ({
    id: `q${i}`,
    name: `q-q${i}`,
    text: `Question text ${i}`,
    options: ["a", "b", "c"].map((letter) => ({ id: `q${i}-${letter}`, label: `Answer ${i}${letter}` })),
  })),
};
const loaderData = { stepBar: { flow: "aov", current: "knowledgeTest" }, continueTo: null, test };

describe("knowledge test screen", () => {
  it("starts with the intro, the attempts and 11 radio fieldsets", async () => {
    const html = await render("/checkout/knowledge-test", KnowledgeTest, loaderData);
    expect(html).toContain("you go on to the medical questions");
    expect(html).toContain("You have 2 attempts left.");
    expect(html.match(/<fieldset/g)).toHaveLength(11);
    expect(html.match(/type="radio"/g)).toHaveLength(33);
    expect(html).toContain("Question 1 of 11: Question text 0");
  });

  it("shows a skipped question's error at the field and keeps the chosen answers", async () => {
    const html = await render("/checkout/knowledge-test", KnowledgeTest, loaderData, {
      errors: { "q-q3": "validations:required" },
      values: { "q-q0": "q0-b" },
    });
    expect(html).toMatch(/<fieldset[^>]*aria-invalid="true"[^>]*aria-describedby="q-q3-error"/);
    expect(html).toContain('id="q-q3-error"');
    // An empty choice says what to do (issue 35): "validations:required" shown as choose an answer.
    expect(html).toContain("Choose an answer");
    expect(html).toMatch(/checked="" value="q0-b"/);
  });

  it("after a failure shows the score and a way to try again", async () => {
    const html = await render("/checkout/knowledge-test", KnowledgeTest, loaderData, {
      failed: { score: 7, total: 11, passMark: 8, attemptsLeft: 1, alternative: null },
    });
    expect(html).toContain("You answered 7 of the 11 questions correctly. To pass you need at least 8.");
    expect(html).toContain("You have 1 attempt left.");
    expect(html).toContain('href="/checkout/knowledge-test"');
    expect(html).not.toContain("<fieldset");
  });

  it("after the second failure says the alternative test was mailed, or asks where to mail it", async () => {
    const sent = await render("/checkout/knowledge-test", KnowledgeTest, loaderData, {
      failed: { score: 3, total: 11, passMark: 8, attemptsLeft: 0, alternative: "sent" },
    });
    expect(sent).toContain("We have sent you an e-mail with a link to a new test.");
    const ask = await render("/checkout/knowledge-test", KnowledgeTest, loaderData, {
      failed: { score: 0, total: 11, passMark: 8, attemptsLeft: 0, alternative: "needsEmail" },
      emailError: "validations:email",
      email: "x@",
    });
    expect(ask).toContain('<label for="alternative-email">E-mail address</label>');
    expect(ask).toMatch(/aria-invalid="true" aria-describedby="alternative-email-error"/);
    expect(ask).toContain('value="x@"');
  });

  it("shows a forged submission's message", async () => {
    const html = await render("/checkout/knowledge-test", KnowledgeTest, loaderData, { message: "forged" });
    expect(html).toContain("These answers do not belong to this test.");
  });
});

describe("medical history screen", () => {
  const medicalData = {
    stepBar: { flow: "aov", current: "medicalHistory" },
    questions: [
      {
        id: "m1",
        text: "Heart?",
        kind: "option",
        name: "q-m1",
        value: "",
        options: [
          { id: "m1-no", label: "No" },
          { id: "m1-yes", label: "Yes" },
        ],
      },
      {
        id: "b1",
        text: "What are your height and weight?",
        kind: "bmi",
        heightName: "q-b1-height",
        weightName: "q-b1-weight",
        height: "180",
        weight: "75",
      },
    ],
  };

  it("has labelled height and weight inputs with their units", async () => {
    const html = await render("/checkout/medical-history", MedicalHistory, medicalData);
    expect(html).toContain('<label for="q-b1-height">Height</label>');
    expect(html).toContain('<label for="q-b1-weight">Weight</label>');
    expect(html).toContain("in centimetres");
    expect(html).toContain('value="180"');
  });

  it("shows the spec's messages at the height and weight fields and keeps what was typed", async () => {
    const html = await render("/checkout/medical-history", MedicalHistory, medicalData, {
      errors: { "q-b1-height": "validations:minHeight", "q-b1-weight": "validations:maxWeight" },
      values: { "q-b1-height": "99", "q-b1-weight": "201", "q-m1": "m1-yes" },
    });
    expect(html).toContain("The minimum height is 100 cm");
    expect(html).toContain("The maximum weight is 200 kg");
    expect(html).toMatch(/id="q-b1-height"[^>]*aria-invalid="true"[^>]*value="99"/);
    expect(html).toMatch(/checked="" value="m1-yes"/);
  });
});
