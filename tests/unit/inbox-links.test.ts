import { describe, expect, it } from "vitest";
import { inboxSegments } from "~/domain/account/inbox";

const own = "https://acme.verzekerd.nl";

describe("inboxSegments", () => {
  it("makes a link on the partner's own origin clickable, without a closing full stop", () => {
    expect(inboxSegments(`Betaal hier: ${own}/invoice-reminder?token=abc.def. Dank je.`, own)).toEqual([
      { kind: "text", text: "Betaal hier: " },
      { kind: "link", href: `${own}/invoice-reminder?token=abc.def`, text: `${own}/invoice-reminder?token=abc.def` },
      { kind: "text", text: ". Dank je." },
    ]);
  });

  it("keeps other origins, look-alike hosts and other schemes as text", () => {
    for (const text of [
      "Zie https://evil.example/pay",
      "Zie https://acme.verzekerd.nl.evil.example/pay",
      "Zie http://acme.verzekerd.nl/pay",
      "Zie javascript:alert(1)",
    ]) {
      expect(inboxSegments(text, own)).toEqual([{ kind: "text", text }]);
    }
  });

  it("handles a text without links, an empty text and several links", () => {
    expect(inboxSegments("Geen link", own)).toEqual([{ kind: "text", text: "Geen link" }]);
    expect(inboxSegments("", own)).toEqual([]);
    const segments = inboxSegments(`${own}/a en ${own}/b`, own);
    expect(segments.map((segment) => segment.kind)).toEqual(["link", "text", "link"]);
  });
});
