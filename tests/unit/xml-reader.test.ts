// The limits of the XML reader behind the bank's answers (decision 0070): it sits on
// fast-xml-parser now, so these pin what the reader itself promises whatever the parser does:
// size, depth, no DOCTYPE or entity expansion, strict well-formedness, strings as written.
import { describe, expect, it } from "vitest";
import { readXml } from "~/domain/platform/xml-reader";

const nested = (levels: number, inner = "") => `${"<a>".repeat(levels)}${inner}${"</a>".repeat(levels)}`;

describe("readXml limits", () => {
  it("refuses input longer than its limit before reading it, and reads input at the limit", () => {
    const source = `<a>${"x".repeat(93)}</a>`; // 100 characters
    expect(readXml(source, { maxCharacters: 100 }).ok).toBe(true);
    expect(readXml(`${source} `, { maxCharacters: 100 })).toMatchObject({ ok: false, error: "tooLarge" });
  });

  it("reads 64 levels of elements and refuses 65, also far deeper ones, without throwing", () => {
    expect(readXml(nested(64)).ok).toBe(true);
    // An empty element adds no open level, as before.
    expect(readXml(nested(64, "<b/>")).ok).toBe(true);
    expect(readXml(nested(65))).toMatchObject({ ok: false, error: "tooDeep" });
    expect(readXml(nested(200_000))).toMatchObject({ ok: false, error: "tooDeep" });
  });

  it("refuses every DOCTYPE and declaration: external entities, entity expansion, one inside an element", () => {
    const billionLaughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><a>&lol2;</a>`;
    for (const bad of [
      '<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>',
      '<!DOCTYPE a [<!ENTITY x SYSTEM "http://example.invalid/x">]><a>&x;</a>',
      billionLaughs,
      "<!-- first a comment --><!DOCTYPE a><a/>",
      "<a><!ENTITY x 'y'></a>",
    ]) {
      expect(readXml(bad), bad).toMatchObject({ ok: false, error: "doctype" });
    }
  });

  it("takes a DOCTYPE inside a comment or CDATA for text, and keeps CDATA literal", () => {
    const result = readXml("<a><!-- <!DOCTYPE x> --><![CDATA[<!DOCTYPE y>&amp;]]></a>");
    expect(result.ok && result.root.text).toBe("<!DOCTYPE y>&amp;");
  });

  it("decodes only the predefined entities and character references", () => {
    const result = readXml("<a t='&quot;&apos;&#x41;'>&amp;&lt;&gt;&#65;</a>");
    expect(result.ok && [result.root.text, result.root.attributes.t]).toEqual(["&<>A", `"'A`]);
    for (const bad of ["<a>&nbsp;</a>", "<a>&x;</a>", "<a>&#0;</a>", "<a>&#xD800;</a>", "<a t='&copy;'/>", "<a t='a & b'/>"]) {
      expect(readXml(bad), bad).toMatchObject({ ok: false, error: "malformed" });
    }
  });

  it("refuses text after the root, a second root, < in an attribute value, unterminated markup and reserved names", () => {
    for (const bad of [
      "<a/>text",
      "<a/><!-- c -->text",
      "<a/><b/>",
      "<a x='<'/>",
      "<a><!-- open</a>",
      "<a:b:c/>",
      "<__proto__/>",
      "<a constructor='1'/>",
      "<toString/>",
      "<a valueOf='1'/>",
    ]) {
      expect(readXml(bad), bad).toMatchObject({ ok: false, error: "malformed" });
    }
    // White space, comments and processing instructions after the root are fine.
    expect(readXml("\uFEFF<a/>\n<!-- c --><?pi x?>\n").ok).toBe(true);
  });

  it("gives text and attribute values as written: no numbers, booleans or trimming", () => {
    const result = readXml("<a n='0012' e='1e3' b='true'><v> 0012 </v><w>true</w></a>");
    expect(result.ok && result.root.attributes).toEqual({ n: "0012", e: "1e3", b: "true" });
    expect(result.ok && result.root.children.map((child) => child.text)).toEqual([" 0012 ", "true"]);
  });

  it("names elements by local name with the namespace in scope", () => {
    const result = readXml("<p:a xmlns:p='urn:p' xmlns='urn:d'><b/><p:c xmlns:p='urn:q' p:k='v'/></p:a>");
    expect(result.ok && result.root).toMatchObject({
      name: "a",
      namespace: "urn:p",
      attributes: {},
      children: [
        { name: "b", namespace: "urn:d" },
        { name: "c", namespace: "urn:q", attributes: { k: "v" } },
      ],
    });
  });
});
