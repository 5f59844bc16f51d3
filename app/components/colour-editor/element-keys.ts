// The browser's half of "click to edit" (decision 0076): which colour keys the page's own
// stylesheet gives an element, read from the rules that match it (their declared values still
// name the CSS variables), then named and ordered by ~/domain/partners/theme/element-colours.
import { COLOUR_ROLES, colourKeysIn, ROLE_PROPERTIES, shownKey, type ColourRole } from "~/domain/partners/theme/element-colours";

type StyleRule = { selector: string; style: CSSStyleDeclaration };

/** Every style rule of the page's stylesheets that applies now (media rules whose media match). */
export function pageStyleRules(): StyleRule[] {
  const rules: StyleRule[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) rules.push({ selector: rule.selectorText, style: rule.style });
      else if (rule instanceof CSSMediaRule) {
        if (window.matchMedia(rule.conditionText).matches) walk(rule.cssRules);
      } else if (rule instanceof CSSSupportsRule) walk(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules);
    } catch {
      // Another origin's sheet (a chat widget's) can not be read and colours nothing of ours.
    }
  }
  return rules;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** Rules for a state the pointer or focus puts the element in (hover while it is being clicked). */
const STATE = /:(hover|focus|focus-visible|focus-within|active)\b/;

/**
 * The keys the element's own rules give a role, in cascade order: the rules of its resting look
 * (and its style attribute), or (states) only those of hover, focus and active.
 */
function ownCandidates(element: Element, role: ColourRole, rules: readonly StyleRule[], states = false): string[] {
  const found: string[] = [];
  const styles = rules.filter((rule) => STATE.test(rule.selector) === states && matches(element, rule.selector)).map((rule) => rule.style);
  if (element instanceof HTMLElement && !states) styles.push(element.style);
  for (const style of styles) {
    for (const property of ROLE_PROPERTIES[role]) {
      for (const key of colourKeysIn(style.getPropertyValue(property))) {
        const at = found.indexOf(key);
        if (at >= 0) found.splice(at, 1);
        found.push(key);
      }
    }
  }
  return found;
}

/** "rgb(31, 78, 140)" -> "#1f4e8c"; null for a transparent or unreadable colour. */
export function rgbToHex(value: string): string | null {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(value.trim());
  if (!match || (match[4] !== undefined && Number(match[4]) < 1)) return null;
  return `#${[match[1], match[2], match[3]].map((part) => Number(part).toString(16).padStart(2, "0")).join("")}`;
}

const SHOWN_PROPERTY: Record<ColourRole, string> = { text: "color", background: "background-color", border: "border-top-color" };

/**
 * The key each colour role of the element reads. Text colour is inherited and a background
 * shows through a transparent element, so those two are looked for up the element's ancestors
 * too; a border only on the element itself.
 */
export function declaredKeys(
  element: Element,
  rules: readonly StyleRule[],
  theme: Readonly<Record<string, string>>,
): Record<ColourRole, string | null> {
  const result = { text: null, background: null, border: null } as Record<ColourRole, string | null>;
  for (const role of COLOUR_ROLES) {
    let node: Element | null = element;
    while (node && node !== document.documentElement) {
      const candidates = ownCandidates(node, role, rules);
      if (candidates.length > 0) {
        result[role] = shownKey(candidates, theme, rgbToHex(getComputedStyle(node).getPropertyValue(SHOWN_PROPERTY[role])));
        break;
      }
      if (role === "border") break;
      node = node.parentElement;
    }
  }
  return result;
}

/** The keys of the element's own hover, focus and active looks (the button being clicked is hovered). */
export function stateKeys(element: Element, rules: readonly StyleRule[]): { key: string; role: ColourRole }[] {
  return COLOUR_ROLES.flatMap((role) => ownCandidates(element, role, rules, true).map((key) => ({ key, role })));
}
