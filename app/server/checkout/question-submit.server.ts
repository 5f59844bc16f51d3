// What a question screen's form does (/checkout/questions and /checkout/final-questions): a
// preset fills the options on screen, "Update premium" without JavaScript previews the premium,
// and "Continue" checks the answers (fields, formalities, the flow's own checks), runs the
// insurer's acceptance rules before anything is stored, stores, and goes to the next open step.
import { data, redirect } from "@remix-run/node";
import { withJoinedDates } from "~/domain/platform/date-fields";
import { isHardDropOut } from "~/domain/catalogue/underwriting";
import { HARD_DROP_OUT_PATH } from "~/domain/checkout/flows/outcome-paths";
import { formInput, runFlowChecks } from "~/domain/checkout/flows/flow-checks";
import { withPassedOnQuery } from "~/domain/platform/navigation";
import { checkAnswers, storeAnswers } from "./answers.server";
import {
  endCheckoutAsHardDropOut,
  previewOf,
  previewPremiums,
  quoteCheckout,
  saveFormalities,
  type PremiumPreview,
} from "./checkout.server";
import { nextStepPath, type FlowStepContext } from "./checkout-flow.server";
import { quoteAnsweredQuestionIds } from "./quote-cart.server";
import { askedOnStep, checkFormalities, presetFormValues } from "./question-screen.server";

export async function submitQuestionScreen(context: FlowStepContext, form: FormData, request: Request) {
  const { partner, visitor, checkout, products, today, step, flow } = context;
  const asked = askedOnStep(context, await quoteAnsweredQuestionIds(visitor.id, today)).flatMap(({ questions }) => questions);

  const preset = form.get("preset");
  if (typeof preset === "string") {
    // A preset fills the options on screen (nothing saved); free choice after that.
    const filled = presetFormValues(products, preset, form);
    if (!filled.ok)
      return data(
        {
          preview: null as PremiumPreview | null,
          errors: { preset: filled.error } as Record<string, string>,
          values: withJoinedDates(filled.values),
          presetApplied: null,
        },
        { status: 400 },
      );
    const preview = await previewPremiums(visitor, partner, products, new URLSearchParams(filled.values));
    return data({ preview, errors: null, values: withJoinedDates(filled.values), presetApplied: preset as string | null });
  }

  if (form.get("intent") === "preview") {
    // Without JavaScript: the premium for the answers on screen, nothing saved.
    const preview = await previewPremiums(visitor, partner, products, form);
    const values = withJoinedDates(
      Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")) as Record<string, string>,
    );
    return data({ preview, errors: null, values, presetApplied: null });
  }

  const checked = await checkAnswers(asked, form, today, request.signal);
  const formalities = step.formalities ? checkFormalities(form) : null;
  const errors = {
    ...checked.errors,
    ...(formalities?.errors ?? {}),
    ...runFlowChecks(
      flow,
      step,
      formInput(
        asked.map(({ question }) => question),
        form,
      ),
    ),
  };
  const values = { ...checked.values, ...(formalities?.values ?? {}) };
  if (Object.keys(errors).length > 0) return data({ preview: null, errors, values, presetApplied: null }, { status: 400 });

  // The insurer's acceptance rules run before anything is stored: a refused car says why at once.
  const overlay = new Map(checked.parsed.flatMap(({ question, value }) => (value ? [[question.id, value] as const] : [])));
  const attempted = await quoteCheckout(visitor, partner, products, { overlay });
  if (attempted.some(({ quote }) => quote.refusal))
    return data({ preview: previewOf(attempted), errors: null, values, presetApplied: null }, { status: 400 });

  await storeAnswers(visitor.id, checked.parsed);
  if (formalities) await saveFormalities(visitor, checkout.id, formalities.answers, formalities.explanations);
  // A formality the insurer refuses on (bankruptcy, for liability) ends the checkout here, as an answer does.
  const quotes = await quoteCheckout(visitor, partner, products, { formalities: formalities?.answers ?? checkout.formalities });
  if (isHardDropOut(quotes.map(({ quote }) => quote.outcome))) {
    await endCheckoutAsHardDropOut(visitor, checkout.id);
    return redirect(HARD_DROP_OUT_PATH);
  }
  const next = await nextStepPath(context);
  // The check-in passes its query on from page to page (spec section 2: platform, returnURL, ...).
  return redirect(checkout.variant === "checkin" ? withPassedOnQuery(next, new URL(request.url).searchParams) : next);
}
