// A small, strict XML reader for files from outside (a bank's answer to our collections). It
// refuses what is dangerous or not needed: a DOCTYPE (and with it every entity declaration,
// so no entity expansion or external entities), undeclared entities, oversized input and deep
// nesting. Elements are named by their local name (prefixes dropped); the namespace URI is
// kept so a caller can check which message it has. Never throws: a bad file is a result.

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

class XmlError extends Error {
  constructor(
    readonly kind: XmlReadError,
    detail: string,
  ) {
    super(detail);
  }
}

function decode(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (match, entity: string) => {
    if (!match.endsWith(";")) throw new XmlError("malformed", "bare ampersand");
    if (entity in PREDEFINED) return PREDEFINED[entity]!;
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(entity) ? parseInt(entity.slice(2), 16) : /^#\d{1,7}$/.test(entity) ? Number(entity.slice(1)) : NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new XmlError("malformed", `unknown entity &${entity};`);
    }
    return String.fromCodePoint(code);
  });
}

type Open = { element: XmlElement; qualifiedName: string; prefixes: Map<string, string> };

export function readXml(source: string, { maxCharacters = XML_MAX_CHARACTERS } = {}): XmlReadResult {
  if (source.length > maxCharacters) return { ok: false, error: "tooLarge", detail: `more than ${maxCharacters} characters` };
  try {
    return { ok: true, root: parse(source.replace(/^\uFEFF/, "")) };
  } catch (error) {
    if (error instanceof XmlError) return { ok: false, error: error.kind, detail: error.message };
    throw error;
  }
}

function parse(source: string): XmlElement {
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  const until = (token: string, from: number): number => {
    const end = source.indexOf(token, from);
    if (end < 0) throw new XmlError("malformed", `missing ${token}`);
    return end;
  };
  while (at < source.length) {
    const top = stack[stack.length - 1];
    if (source[at] !== "<") {
      const end = source.indexOf("<", at);
      const raw = source.slice(at, end < 0 ? source.length : end);
      if (top) top.element.text += decode(raw);
      else if (raw.trim() !== "") throw new XmlError("malformed", "text outside the root element");
      at = end < 0 ? source.length : end;
    } else if (source.startsWith("<?", at)) {
      at = until("?>", at) + 2;
    } else if (source.startsWith("<!--", at)) {
      at = until("-->", at + 4) + 3;
    } else if (source.startsWith("<![CDATA[", at)) {
      if (!top) throw new XmlError("malformed", "CDATA outside the root element");
      const end = until("]]>", at);
      top.element.text += source.slice(at + 9, end);
      at = end + 3;
    } else if (source.startsWith("<!", at)) {
      throw new XmlError("doctype", "DOCTYPE and entity declarations are not accepted");
    } else if (source.startsWith("</", at)) {
      const end = until(">", at);
      const name = source.slice(at + 2, end).trim();
      if (!top || top.qualifiedName !== name) throw new XmlError("malformed", `unexpected </${name}>`);
      stack.pop();
      at = end + 1;
    } else {
      const end = tagEnd(source, at);
      const selfClosing = source[end - 1] === "/";
      const body = source.slice(at + 1, selfClosing ? end - 1 : end);
      const open = openElement(body, top?.prefixes ?? new Map());
      if (top) top.element.children.push(open.element);
      else if (root) throw new XmlError("malformed", "more than one root element");
      else root = open.element;
      if (!selfClosing) {
        if (stack.length >= XML_MAX_DEPTH) throw new XmlError("tooDeep", `nested deeper than ${XML_MAX_DEPTH}`);
        stack.push(open);
      }
      at = end + 1;
    }
  }
  if (stack.length > 0) throw new XmlError("malformed", `<${stack[stack.length - 1]!.qualifiedName}> is not closed`);
  if (!root) throw new XmlError("malformed", "no root element");
  return root;
}

/** The index of the ">" that ends the tag starting at `at`, skipping quoted attribute values. */
function tagEnd(source: string, at: number): number {
  let quote: string | null = null;
  for (let index = at + 1; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === quote) quote = null;
      else if (char === "<") throw new XmlError("malformed", "< in an attribute value");
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return index;
    else if (char === "<") break;
  }
  throw new XmlError("malformed", "unterminated tag");
}

function openElement(body: string, inherited: Map<string, string>): Open {
  const nameMatch = /^[^\s/>]+/.exec(body);
  const qualifiedName = nameMatch?.[0] ?? "";
  if (!NAME.test(qualifiedName)) throw new XmlError("malformed", `bad element name "${qualifiedName}"`);
  const raw: Record<string, string> = {};
  const attributePattern = /\s+([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
  let rest = body.slice(qualifiedName.length);
  attributePattern.lastIndex = 0;
  let consumed = 0;
  for (let match = attributePattern.exec(rest); match; match = attributePattern.exec(rest)) {
    const name = match[1]!;
    if (!NAME.test(name) || name in raw) throw new XmlError("malformed", `bad or repeated attribute "${name}"`);
    raw[name] = decode(match[2] ?? match[3] ?? "");
    consumed = attributePattern.lastIndex;
  }
  rest = rest.slice(consumed);
  if (rest.trim() !== "") throw new XmlError("malformed", `bad attributes in <${qualifiedName}>`);

  const prefixes = new Map(inherited);
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === "xmlns") prefixes.set("", value);
    else if (name.startsWith("xmlns:")) prefixes.set(name.slice(6), value);
    else attributes[name.includes(":") ? name.slice(name.indexOf(":") + 1) : name] = value;
  }
  const colon = qualifiedName.indexOf(":");
  const prefix = colon < 0 ? "" : qualifiedName.slice(0, colon);
  const element: XmlElement = {
    name: qualifiedName.slice(colon + 1),
    namespace: prefixes.get(prefix) ?? null,
    attributes,
    children: [],
    text: "",
  };
  return { element, qualifiedName, prefixes };
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
