// A partner's logo as uploaded in the new-partner form (issue 17 point 4, decision 0040): an SVG
// or a PNG, judged by its content, at most 1 MB. A PNG is checked by its signature and its IHDR
// chunk and kept as sent (it can not carry script). An SVG is read with a strict tokenizer and
// refused outright when it carries anything active or external (script, foreignObject, event
// handlers, javascript:/data: or external references, DOCTYPE/ENTITY, CSS imports or external
// url()); what is merely unknown (editor metadata, comments, foreign-namespace attributes) is
// dropped, and the SVG is written out again from the allowed elements and attributes only.
// Pure: no Node APIs, so the unit tests and the server share it.
import { LOGO_MAX_BYTES } from "../platform/request-limits";

export const LOGO_MESSAGES = {
  type: "partners:errors.logoType",
  tooLarge: "partners:errors.logoTooLarge",
  unsafe: "partners:errors.logoUnsafe",
  broken: "partners:errors.logoBroken",
} as const;
export type LogoMessage = (typeof LOGO_MESSAGES)[keyof typeof LOGO_MESSAGES];

export type LogoMimeType = "image/svg+xml" | "image/png";
export type LogoVerdict =
  { ok: true; mimeType: LogoMimeType; extension: "svg" | "png"; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: LogoMessage };

/** For the file input's accept attribute: a hint to the browser's picker, not a rule. */
export const LOGO_ACCEPT = ".svg,.png,image/svg+xml,image/png";

export function checkLogoUpload(bytes: Uint8Array): LogoVerdict {
  if (bytes.byteLength > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  if (startsWithPngSignature(bytes)) {
    return isValidPngHeader(bytes)
      ? { ok: true, mimeType: "image/png", extension: "png", bytes: copy(bytes) }
      : { ok: false, message: LOGO_MESSAGES.broken };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: LOGO_MESSAGES.type };
  }
  const svg = sanitiseSvg(text);
  if (!svg.ok) return svg;
  return { ok: true, mimeType: "image/svg+xml", extension: "svg", bytes: new TextEncoder().encode(svg.svg) as Uint8Array<ArrayBuffer> };
}

function copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.byteLength);
  out.set(bytes);
  return out;
}

// ---------------------------------------------------------------------------------------------
// PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_MAX_SIDE = 10_000;
/** Allowed bit depths per colour type (PNG spec, table 11.1). */
const PNG_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export function startsWithPngSignature(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Signature, then a 13-byte IHDR chunk first with a sensible size, depth and type and a right CRC. */
export function isValidPngHeader(bytes: Uint8Array): boolean {
  if (!startsWithPngSignature(bytes) || bytes.byteLength < 8 + 25) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13) return false;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return false;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24]!;
  const colourType = bytes[25]!;
  if (width < 1 || height < 1 || width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) return false;
  if (!PNG_DEPTHS[colourType]?.includes(depth)) return false;
  if (bytes[26] !== 0 || bytes[27] !== 0 || bytes[28]! > 1) return false; // compression, filter, interlace
  return view.getUint32(29) === crc32(bytes, 12, 29);
}

// ---------------------------------------------------------------------------------------------
// SVG

/** Elements that are refused: active content, embedding, animation (which can set an href). */
const REFUSED_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "image",
  "feimage",
  "a",
  "animate",
  "animatemotion",
  "animatetransform",
  "set",
  "handler",
  "listener",
  "discard",
]);

/** Elements kept (names as SVG spells them). Others are dropped with everything inside them. */
const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "style",
]);

const ALLOWED_ATTRIBUTES = new Set([
  "id",
  "class",
  "style",
  "transform",
  "d",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "points",
  "pathLength",
  "version",
  "xmlns",
  "xmlns:xlink",
  "xml:space",
  "href",
  "xlink:href",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "clip-path",
  "clip-rule",
  "mask",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "font-variant",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "textLength",
  "lengthAdjust",
  "dx",
  "dy",
  "rotate",
  "startOffset",
  "display",
  "visibility",
  "overflow",
  "color",
  "vector-effect",
  "shape-rendering",
  "paint-order",
  "isolation",
  "mix-blend-mode",
  "role",
  "aria-label",
  "aria-hidden",
  "aria-labelledby",
  "aria-describedby",
  "lang",
  "xml:lang",
  "focusable",
  "type",
  "media",
]);

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

export type SvgResult = { ok: true; svg: string } | { ok: false; message: LogoMessage };

const refuse = (): SvgResult => ({ ok: false, message: LOGO_MESSAGES.unsafe });
const broken = (): SvgResult => ({ ok: false, message: LOGO_MESSAGES.broken });
const notSvg = (): SvgResult => ({ ok: false, message: LOGO_MESSAGES.type });

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** XML's five entities and character references; anything else (an undeclared entity) is null. */
function decodeEntities(value: string): string | null {
  let bad = false;
  const decoded = value.replace(/&([^;&\s]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) return ((bad = true), "");
    const named = NAMED_ENTITIES[body];
    if (named !== undefined) return named;
    const code = /^#x([0-9a-f]{1,6})$/i.exec(body)
      ? Number.parseInt(body.slice(2), 16)
      : /^#(\d{1,7})$/.exec(body)
        ? Number(body.slice(1))
        : NaN;
    if (!Number.isFinite(code) || code > 0x10ffff || code === 0) return ((bad = true), "");
    return String.fromCodePoint(code);
  });
  return bad ? null : decoded;
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

/**
 * Active or external content in a value (an attribute, a style attribute or a <style> element),
 * after entity decoding. CSS escapes (\6a) could spell "javascript" or "url" in a way these
 * checks miss: a backslash in CSS is refused. Only references inside the file (#id) are allowed.
 */
function isUnsafeValue(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();
  if (/javascript:|vbscript:|data:|@import|expression\(|-moz-binding|behavior:|\\/.test(squeezed)) return true;
  for (const match of squeezed.matchAll(/url\(([^)]*)\)?/g)) {
    if (!/^["']?#/.test(match[1] ?? "")) return true;
  }
  return false;
}

type Token =
  | { kind: "open"; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { kind: "close"; name: string }
  | { kind: "text"; text: string };

/** Tokens of an XML document, or "unsafe" (DOCTYPE, ENTITY) or "broken" (malformed). */
function tokenize(source: string): Token[] | "unsafe" | "broken" {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > i) {
      const text = decodeEntities(source.slice(i, textEnd));
      if (text === null) return "broken";
      tokens.push({ kind: "text", text });
    }
    if (lt === -1) break;
    if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end === -1) return "broken";
      i = end + 3;
    } else if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end === -1) return "broken";
      tokens.push({ kind: "text", text: source.slice(lt + 9, end) });
      i = end + 3;
    } else if (source.startsWith("<!", lt)) {
      return "unsafe"; // <!DOCTYPE, <!ENTITY: entity expansion and external subsets
    } else if (source.startsWith("<?", lt)) {
      const end = source.indexOf("?>", lt + 2);
      if (end === -1) return "broken";
      // The XML declaration is fine; other instructions (xml-stylesheet) fetch things.
      if (!/^<\?xml[\s?]/.test(source.slice(lt, end + 2))) return "unsafe";
      i = end + 2;
    } else if (source.startsWith("</", lt)) {
      const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(source.slice(lt, lt + 300));
      if (!match) return "broken";
      tokens.push({ kind: "close", name: match[1]! });
      i = lt + match[0].length;
    } else {
      const name = /^<([A-Za-z_][\w.:-]*)/.exec(source.slice(lt, lt + 300));
      if (!name) return "broken";
      let j = lt + name[0].length;
      const attributes: [string, string][] = [];
      let selfClosing = false;
      for (;;) {
        const space = /^\s*/.exec(source.slice(j))![0].length;
        j += space;
        if (source.startsWith("/>", j)) {
          selfClosing = true;
          j += 2;
          break;
        }
        if (source[j] === ">") {
          j += 1;
          break;
        }
        if (space === 0) return "broken"; // attributes are separated by white space
        const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/.exec(source.slice(j));
        if (!attribute) return "broken";
        const value = decodeEntities(attribute[2] ?? attribute[3] ?? "");
        if (value === null) return "broken";
        attributes.push([attribute[1]!, value]);
        j += attribute[0].length;
      }
      tokens.push({ kind: "open", name: name[1]!, attributes, selfClosing });
      i = j;
    }
  }
  return tokens;
}

/**
 * The SVG written out again from allowed elements and attributes only, or why it is refused:
 * "unsafe" for anything active or external, "broken" for malformed XML, "type" when it is not
 * an SVG document at all.
 */
export function sanitiseSvg(source: string): SvgResult {
  const text = source.replace(/^\uFEFF/, "");
  if (!/<svg[\s>/]/i.test(text.slice(0, 4096))) return notSvg();
  const tokens = tokenize(text);
  if (tokens === "unsafe") return refuse();
  if (tokens === "broken") return broken();

  const out: string[] = [];
  const open: { name: string; kept: boolean }[] = [];
  let droppedDepth = 0; // >0: inside an element that is dropped with its content
  let rootSeen = false;
  let rootClosed = false;
  for (const token of tokens) {
    if (token.kind === "text") {
      if (open.length === 0) {
        if (token.text.trim() !== "") return notSvg();
        continue;
      }
      if (droppedDepth === 0) {
        if (open.at(-1)!.name === "style" && isUnsafeValue(token.text)) return refuse();
        out.push(escapeText(token.text));
      }
      continue;
    }
    if (token.kind === "close") {
      const top = open.pop();
      if (!top || top.name !== token.name) return broken();
      if (!top.kept) droppedDepth -= 1;
      else if (droppedDepth === 0) out.push(`</${top.name}>`);
      if (open.length === 0) rootClosed = true;
      continue;
    }
    const { name, attributes, selfClosing } = token;
    if (open.length === 0) {
      if (rootSeen || rootClosed) return broken();
      if (name !== "svg") return notSvg();
      rootSeen = true;
    }
    const local = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
    if (REFUSED_ELEMENTS.has(local.toLowerCase())) return refuse();
    for (const [attribute, value] of attributes) {
      const lower = attribute.toLowerCase();
      const attributeLocal = lower.includes(":") ? lower.slice(lower.indexOf(":") + 1) : lower;
      if (attributeLocal.startsWith("on")) return refuse();
      if (attributeLocal === "href" && !value.trim().startsWith("#")) return refuse();
      if (lower === "xmlns" && value !== SVG_NAMESPACE) return notSvg();
      if (lower === "xmlns:xlink" && value !== XLINK_NAMESPACE) return refuse();
      if (ALLOWED_ATTRIBUTES.has(attribute) && isUnsafeValue(value)) return refuse();
    }
    const kept = droppedDepth === 0 && !name.includes(":") && ALLOWED_ELEMENTS.has(name);
    if (kept) {
      const written = attributes.filter(([attribute]) => ALLOWED_ATTRIBUTES.has(attribute));
      if (name === "svg" && open.length === 0 && !written.some(([a]) => a === "xmlns")) written.unshift(["xmlns", SVG_NAMESPACE]);
      const attributeText = written.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join("");
      out.push(`<${name}${attributeText}${selfClosing ? "/>" : ">"}`);
    }
    if (!selfClosing) {
      open.push({ name, kept });
      if (!kept) droppedDepth += 1;
    } else if (open.length === 0) {
      rootClosed = true;
    }
  }
  if (!rootSeen || open.length > 0) return broken();
  return { ok: true, svg: out.join("") };
}
