// A strict XML reader for files from outside (a bank's answer to our collections), on top of
// fast-xml-parser (decision 0070). It refuses what is dangerous or not needed: a DOCTYPE (and
// with it every entity declaration, so no entity expansion or external entities; refused here
// before the parser sees the file), undeclared entities, oversized input and deep nesting. The
// parser expands no entities (processEntities: false); the five predefined ones and character
// references are decoded here, anything else is refused. Elements are named by their local
// name (prefixes dropped); the namespace URI is kept so a caller can check which message it
// has. Never throws: a bad file is a result.
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type XmlElement = {
  name: string;
  namespace: string | null;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data (text and CDATA), concatenated. */
  text: string;
};

export type XmlReadError = "tooLarge" | "doctype" | "malformed" | "tooDeep";
export type XmlReadResult = { ok: true; root: XmlElement } | { ok: false; error: XmlReadError; detail: string };

export const XML_MAX_CHARACTERS = 10_000_000;
const XML_MAX_DEPTH = 64;

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const TEXT = "#text";
const CDATA = "#cdata";
const ATTRIBUTES = ":@";
// fast-xml-parser 5.12.1 says so when maxNestedTags is passed; the tooDeep test guards the wording.
const TOO_DEEP_MESSAGE = "Maximum nested tags exceeded";

class XmlError extends Error {
  constructor(
    readonly kind: XmlReadError,
    detail: string,
  ) {
    super(detail);
  }
}

const parser = new XMLParser({
  preserveOrder: true, // children in document order, text and CDATA as their own nodes
  ignoreAttributes: false,
  attributeNamePrefix: "", // attributes sit apart, under ":@"
  allowBooleanAttributes: false,
  parseTagValue: false, // strings stay strings: no "0012" -> 12, no "1e3" -> 1000
  parseAttributeValue: false,
  trimValues: false, // text as written; callers trim
  cdataPropName: CDATA, // CDATA is literal: kept apart so it is not entity-decoded below
  processEntities: false, // no DOCTYPE entities, no expansion; see decode()
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  captureMetaData: true, // where the root element ends, to refuse text after it
  // The parser counts the open elements above the one it opens: 63 allows 64 levels, as before.
  maxNestedTags: XML_MAX_DEPTH - 1,
  // Names like toString or valueOf would shadow object methods in the parser's maps: refuse them
  // (it throws on __proto__, constructor and prototype itself).
  onDangerousProperty: (name) => {
    throw new XmlError("malformed", `reserved name "${name}"`);
  },
});
// Typed as the Symbol wrapper object in 5.12.1; it is a symbol.
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

function decode(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (match, entity: string) => {
    if (!match.endsWith(";")) throw new XmlError("malformed", "bare ampersand");
    if (entity in PREDEFINED) return PREDEFINED[entity]!;
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(entity)
      ? parseInt(entity.slice(2), 16)
      : /^#\d{1,7}$/.test(entity)
        ? Number(entity.slice(1))
        : NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new XmlError("malformed", `unknown entity &${entity};`);
    }
    return String.fromCodePoint(code);
  });
}

export function readXml(source: string, { maxCharacters = XML_MAX_CHARACTERS } = {}): XmlReadResult {
  if (source.length > maxCharacters) return { ok: false, error: "tooLarge", detail: `more than ${maxCharacters} characters` };
  try {
    return { ok: true, root: parse(source.replace(/^\uFEFF/, "")) };
  } catch (error) {
    if (error instanceof XmlError) return { ok: false, error: error.kind, detail: error.message };
    if (error instanceof Error && error.message === TOO_DEEP_MESSAGE)
      return { ok: false, error: "tooDeep", detail: `nested deeper than ${XML_MAX_DEPTH}` };
    // Anything else the parser throws is about the file, not about us.
    return { ok: false, error: "malformed", detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether the source has a "<!" that opens neither a comment nor CDATA: a DOCTYPE, ENTITY, ELEMENT ... */
function hasDeclaration(source: string): boolean {
  // indexOf steps, not a regular expression: linear however many unterminated "<!--" there are.
  for (let at = source.indexOf("<!"); at >= 0;) {
    const [open, close] = source.startsWith("<!--", at)
      ? ["<!--", "-->"]
      : source.startsWith("<![CDATA[", at)
        ? ["<![CDATA[", "]]>"]
        : [null, null];
    if (!open) return true;
    const end = source.indexOf(close, at + open.length);
    if (end < 0) return false; // unterminated: the validator calls it malformed
    at = source.indexOf("<!", end + close.length);
  }
  return false;
}

/** Whether `rest` (what follows the root element) is only white space, comments and processing instructions. */
function onlyMiscellany(rest: string): boolean {
  for (let at = 0; at < rest.length;) {
    if (/\s/.test(rest[at]!)) at += 1;
    else if (rest.startsWith("<!--", at) || rest.startsWith("<?", at)) {
      const close = rest[at + 1] === "!" ? "-->" : "?>";
      const end = rest.indexOf(close, at + 2);
      if (end < 0) return false;
      at = end + close.length;
    } else return false;
  }
  return true;
}

type Node = Record<string, unknown> & { [ATTRIBUTES]?: Record<string, string> };

function parse(source: string): XmlElement {
  if (hasDeclaration(source)) throw new XmlError("doctype", "DOCTYPE and entity declarations are not accepted");
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new XmlError("malformed", `${valid.err.msg} (line ${valid.err.line})`);
  const top = parser.parse(source) as Node[];
  // The validator lets a second root and text after the root through; the old reader did not.
  const elements = top.filter((node) => !(TEXT in node && String(node[TEXT]).trim() === ""));
  if (elements.length === 0) throw new XmlError("malformed", "no root element");
  if (elements.length > 1 || TEXT in elements[0]!) throw new XmlError("malformed", "more than one root element, or text outside it");
  const end = (elements[0] as Record<symbol, { endIndex?: number } | undefined>)[META]?.endIndex;
  if (end === undefined || !onlyMiscellany(source.slice(end))) throw new XmlError("malformed", "text outside the root element");
  return toElement(elements[0]!, new Map());
}

function toElement(node: Node, inherited: Map<string, string>): XmlElement {
  const qualifiedName = Object.keys(node).find((key) => key !== ATTRIBUTES);
  if (!qualifiedName || !NAME.test(qualifiedName)) throw new XmlError("malformed", `bad element name "${qualifiedName ?? ""}"`);
  const prefixes = new Map(inherited);
  const attributes: Record<string, string> = {};
  for (const [name, raw] of Object.entries(node[ATTRIBUTES] ?? {})) {
    if (!NAME.test(name)) throw new XmlError("malformed", `bad attribute "${name}"`);
    if (raw.includes("<")) throw new XmlError("malformed", "< in an attribute value");
    const value = decode(raw);
    if (name === "xmlns") prefixes.set("", value);
    else if (name.startsWith("xmlns:")) prefixes.set(name.slice(6), value);
    else attributes[name.includes(":") ? name.slice(name.indexOf(":") + 1) : name] = value;
  }
  const colon = qualifiedName.indexOf(":");
  const element: XmlElement = {
    name: qualifiedName.slice(colon + 1),
    namespace: prefixes.get(colon < 0 ? "" : qualifiedName.slice(0, colon)) ?? null,
    attributes,
    children: [],
    text: "",
  };
  for (const child of node[qualifiedName] as Node[]) {
    if (TEXT in child) element.text += decode(String(child[TEXT]));
    else if (CDATA in child) element.text += (child[CDATA] as Node[]).map((part) => String(part[TEXT] ?? "")).join("");
    else element.children.push(toElement(child, prefixes));
  }
  return element;
}

/** The first descendant along the path of local names, or null. */
export function childAt(element: XmlElement | null | undefined, ...path: string[]): XmlElement | null {
  let current: XmlElement | null = element ?? null;
  for (const name of path) {
    current = current?.children.find((child) => child.name === name) ?? null;
    if (!current) return null;
  }
  return current;
}

/** The trimmed text at the path, or null when the element is missing or empty. */
export function textAt(element: XmlElement | null | undefined, ...path: string[]): string | null {
  const text = childAt(element, ...path)?.text.trim();
  return text ? text : null;
}

export function childrenNamed(element: XmlElement | null | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}
