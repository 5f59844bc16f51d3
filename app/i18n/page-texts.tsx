// The texts a page was rendered with travel in the page itself (decision 0057): the server
// records every key its render translated, and an element of <body> before the scripts carries
// those texts as JSON, so the browser hydrates without loading any language file. The rest of a
// namespace loads when a key outside them is asked for, or once the visitor starts using the page.
import { createContext, createElement, useContext } from "react";
import type { Catalogue } from "./browser-i18n";

export const PAGE_TEXTS_ID = "page-texts";

/** The server's serialiser of the texts used so far (entry.server.tsx); null in the browser. */
export const PageTextsContext = createContext<(() => string) | null>(null);

let shipped: string | undefined;

/** The shipped texts' JSON: what the server recorded, or in the browser what the page holds. */
function pageTextsJson(serialise: (() => string) | null): string {
  if (serialise) return serialise();
  shipped ??= document.getElementById(PAGE_TEXTS_ID)?.textContent ?? "{}";
  return shipped;
}

/**
 * Put after the page's content and before <Scripts>: React renders on the server in document
 * order, so every text of the page has been translated by the time this renders, and the element
 * is parsed before the hydrating module script can run. The browser keeps what the server wrote.
 */
export function PageTexts({ nonce }: { nonce?: string }) {
  const json = pageTextsJson(useContext(PageTextsContext));
  // A data block runs nothing, but carries the page's nonce like every other script element.
  return createElement("script", {
    type: "application/json",
    id: PAGE_TEXTS_ID,
    nonce: nonce || undefined,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: json },
  });
}

/** The browser's reading of the shipped texts: part of each namespace the page used. */
export function readPageTexts(): Record<string, Catalogue> {
  try {
    const parsed: unknown = JSON.parse(pageTextsJson(null));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, Catalogue>) : {};
  } catch {
    return {};
  }
}
