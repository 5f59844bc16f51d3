import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkLogoUpload, isValidPngHeader, LOGO_MESSAGES, sanitiseSvg } from "~/domain/partners/logo-upload";
import { LOGO_MAX_BYTES } from "~/domain/platform/request-limits";

const png = new Uint8Array(readFileSync("tests/fixtures/logos/logo.png"));
const cleanSvg = readFileSync("tests/fixtures/logos/logo.svg", "utf8");
const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, rootAttributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

describe("checkLogoUpload: PNG", () => {
  it("accepts a PNG by its signature and IHDR, whatever its name, and keeps the bytes", () => {
    const verdict = checkLogoUpload(png);
    expect(verdict).toMatchObject({ ok: true, mimeType: "image/png", extension: "png" });
    expect(verdict.ok && Array.from(verdict.bytes)).toEqual(Array.from(png));
  });

  it("refuses a PNG signature without a valid IHDR (wrong CRC, zero width, truncated)", () => {
    const badCrc = png.slice();
    badCrc[32] = badCrc[32]! ^ 0xff;
    const zeroWidth = png.slice();
    zeroWidth.set([0, 0, 0, 0], 16);
    for (const broken of [badCrc, zeroWidth, png.slice(0, 20)]) {
      expect(isValidPngHeader(broken)).toBe(false);
      expect(checkLogoUpload(broken)).toEqual({ ok: false, message: LOGO_MESSAGES.broken });
    }
  });

  it("refuses a file over 1 MB, and anything that is neither SVG nor PNG", () => {
    expect(checkLogoUpload(new Uint8Array(LOGO_MAX_BYTES + 1))).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(checkLogoUpload(jpeg)).toEqual({ ok: false, message: LOGO_MESSAGES.type });
    expect(checkLogoUpload(bytes("Dit is gewoon tekst."))).toEqual({ ok: false, message: LOGO_MESSAGES.type });
    expect(checkLogoUpload(bytes("<html><body><svg></svg></body></html>"))).toEqual({ ok: false, message: LOGO_MESSAGES.type });
    expect(checkLogoUpload(new Uint8Array(0))).toEqual({ ok: false, message: LOGO_MESSAGES.type });
  });
});

describe("checkLogoUpload: a clean SVG", () => {
  it("is accepted and written out again without comments, metadata or editor attributes", () => {
    const verdict = checkLogoUpload(bytes(cleanSvg));
    expect(verdict).toMatchObject({ ok: true, mimeType: "image/svg+xml", extension: "svg" });
    const out = verdict.ok ? new TextDecoder().decode(verdict.bytes) : "";
    expect(out).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" viewBox="0 0 160 40"/,
    );
    expect(out).toContain('<title id="title">Rood &amp; Zeker</title>');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('<tspan font-weight="700"> Zeker</tspan>');
    expect(out).not.toMatch(/metadata|rdf|inkscape|<!--|<\?xml/);
    // What comes out passes again, unchanged.
    expect(sanitiseSvg(out)).toEqual({ ok: true, svg: out });
  });

  it("keeps a <style> with local references only", () => {
    expect(sanitiseSvg(svg("<style>.a > rect { fill: url(#g) }</style>"))).toMatchObject({ ok: true });
  });
});

describe("checkLogoUpload: an SVG with anything active or external is refused", () => {
  const unsafe: [string, string][] = [
    ["a script", svg('<script>alert("x")</script><rect width="1" height="1"/>')],
    ["a script in upper case", svg("<SCRIPT>alert(1)</SCRIPT>")],
    ["a script inside a dropped element", svg("<metadata><script>alert(1)</script></metadata>")],
    ["a namespaced script", svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    ["onload on the root", svg("", ' onload="alert(1)"')],
    ["onclick on a shape", svg('<rect width="1" height="1" onclick="alert(1)"/>')],
    ["an unknown on* attribute", svg('<g onfocusin="alert(1)"/>')],
    ["a foreignObject", svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')],
    ["an external href", svg('<use href="https://evil.example/sprite.svg#a"/>')],
    ["an external xlink:href", svg('<use xlink:href="//evil.example/a.svg#b"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ["a javascript: href spelt with entities", svg('<use href="jav&#x61;script:alert(1)"/>')],
    ["a data: href", svg('<use href="data:image/svg+xml;base64,PHN2Zz4="/>')],
    ["an image", svg('<image href="logo.png" width="1" height="1"/>')],
    ["a link", svg('<a href="#x"><rect width="1" height="1"/></a>')],
    ["an animation that can set an href", svg('<set attributeName="href" to="javascript:alert(1)"/>')],
    ["an external url() in a fill", svg('<rect width="1" height="1" fill="url(https://evil.example/p.svg#p)"/>')],
    ["an external url() in a style attribute", svg('<rect width="1" height="1" style="fill: url( \'//evil.example/x\' )"/>')],
    ["an @import in a <style>", svg('<style>@import "https://evil.example/a.css";</style>')],
    ["a CSS escape in a <style>", svg("<style>rect { background: u\\72l(https://evil.example) }</style>")],
    ["a DOCTYPE with an entity", `<!DOCTYPE svg [<!ENTITY x "y">]>${svg("<text>&x;</text>")}`],
    ["an xml-stylesheet instruction", `<?xml-stylesheet href="https://evil.example/a.css"?>${svg("")}`],
  ];
  it.each(unsafe)("%s", (_, source) => {
    expect(checkLogoUpload(bytes(source))).toEqual({ ok: false, message: LOGO_MESSAGES.unsafe });
  });

  it("malformed XML is refused as broken, not guessed at", () => {
    for (const source of [
      svg("<g>"),
      svg("<g></rect>"),
      svg("<text>&nbsp;</text>"),
      svg('<rect width=1 height="1"/>'),
      `${svg("")}<svg/>`,
    ]) {
      expect(checkLogoUpload(bytes(source)), source).toEqual({ ok: false, message: LOGO_MESSAGES.broken });
    }
  });
});
