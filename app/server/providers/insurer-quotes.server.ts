// The insurer's quotes for car and home (decision 0083): the platform's own tariffs and acceptance
// rules by default, the insurer's quote API when INSURER_QUOTES=http (spec 7: POST or PATCH
// /allianz/answer, then POST /allianz/create-quote). Any failure (no connection, 5xx, an
// unreadable answer, no answer within the call timeout) is the spec's standard error ACI00 on the
// product: nothing is bought, nothing typed is lost.
import {
  failedQuote,
  insurerAnswers,
  quoteFromInsurer,
  readCreateQuote,
  type InsurerAwareQuote,
  type OptionPremiums,
} from "~/domain/catalogue/insurer-quote";
import { coverOptionPremiums, quoteProduct, type QuotableProduct } from "~/domain/catalogue/product-quote";
import { config } from "../platform/config.server";
import { logger } from "../platform/logger.server";

export type InsurerQuoteContext = Parameters<typeof quoteProduct>[1];

export type InsurerQuoteResult = {
  quote: InsurerAwareQuote;
  /** The premium per cover option (when asked for): what the consumer compares covers by. */
  options: OptionPremiums;
};

export interface InsurerQuotes {
  quote(
    product: QuotableProduct,
    context: InsurerQuoteContext,
    want: { optionPrices: boolean },
    signal?: AbortSignal,
  ): Promise<InsurerQuoteResult>;
}

/** Today's tables: the rating engine and the car acceptance rules (decision 0031). */
export class BuiltinInsurerQuotes implements InsurerQuotes {
  async quote(product: QuotableProduct, context: InsurerQuoteContext, want: { optionPrices: boolean }): Promise<InsurerQuoteResult> {
    return { quote: quoteProduct(product, context), options: want.optionPrices ? coverOptionPremiums(product, context) : {} };
  }
}

/** The call failed in a way that is the insurer's, not the customer's. */
class InsurerCallError extends Error {
  override name = "InsurerCallError";
}

export class HttpInsurerQuotes implements InsurerQuotes {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly key: string,
    private readonly timeoutMs: number = config.timeouts.callMs,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  async quote(
    product: QuotableProduct,
    context: InsurerQuoteContext,
    _want: { optionPrices: boolean },
    signal?: AbortSignal,
  ): Promise<InsurerQuoteResult> {
    // One deadline for both calls: the buyer waits for the price, not for each request.
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const answers = insurerAnswers(product, context.answers);
      // The spec's rule: PATCH once the insurer has ids for the answers; ours are never sent with one.
      await this.call(answers.some((answer) => "id" in answer) ? "PATCH" : "POST", "/allianz/answer", { answers }, both, false);
      const body = await this.call("POST", "/allianz/create-quote", { product: product.type, get_cross_sell_products: true }, both, true);
      const reading = readCreateQuote(body);
      if (reading.kind === "unreadable") throw new InsurerCallError(`unreadable create-quote answer: ${reading.why}`);
      return quoteFromInsurer(product, context, reading);
    } catch (error) {
      if (signal?.aborted) throw error; // the request is gone: nobody to tell
      logger.warn({ err: error, productType: product.type }, "the insurer's quote API failed: standard error ACI00");
      return { quote: failedQuote(product, context), options: {} };
    }
  }

  /** Sends one request; a 400 is read as an answer where it may carry a refusal, any other non-2xx is a failure. */
  private async call(method: string, path: string, body: unknown, signal: AbortSignal, refusalPossible: boolean): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", accept: "application/json", authorization: `Api-Key ${this.key}` },
      body: JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    if (response.ok || (refusalPossible && response.status === 400)) {
      if (text.trim() === "") return {};
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new InsurerCallError(`${path} sent no JSON (status ${response.status})`, { cause: error });
      }
    }
    throw new InsurerCallError(`${path} answered ${response.status}`);
  }
}

export function createInsurerQuotes(env: Record<string, string | undefined> = process.env): InsurerQuotes {
  const choice = env.INSURER_QUOTES?.trim().toLowerCase() || "builtin";
  if (choice === "builtin") return new BuiltinInsurerQuotes();
  if (choice === "http") {
    if (!env.INSURER_QUOTES_URL || !env.INSURER_QUOTES_KEY)
      throw new Error("INSURER_QUOTES=http needs INSURER_QUOTES_URL and INSURER_QUOTES_KEY");
    return new HttpInsurerQuotes(env.INSURER_QUOTES_URL, env.INSURER_QUOTES_KEY);
  }
  throw new Error(`INSURER_QUOTES must be "builtin" or "http", not "${choice}"`);
}

let chosen: InsurerQuotes | undefined;

/** The configured insurer quotes, chosen once from INSURER_QUOTES. */
export function insurerQuotes(): InsurerQuotes {
  return (chosen ??= createInsurerQuotes());
}

/** Tests: use this implementation from now on (null: choose again from the environment). */
export function useInsurerQuotes(quotes: InsurerQuotes | null): void {
  chosen = quotes ?? undefined;
}
