/**
 * Writes dist/web/.vite/stylesheet-parts.json: the stylesheet the app's shell links, cut into what
 * every page needs and the utility rules keyed by their class. The server inlines, on each page it
 * renders, only the rules for the classes in that page's markup (src/server/http/critical-css.ts)
 * and the browser loads the whole stylesheet after the first paint (docs/decisions/0048).
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';
import {
  STYLESHEET_LINK,
  STYLESHEET_PARTS,
  type StylesheetPart,
  type StylesheetParts,
} from '../src/server/http/critical-css';

// a class name as written: escaped characters, name characters, or non-ASCII
const CLASS_NAME = /^(?:\\[0-9a-fA-F]{1,6}[ \t\n]?|\\[^\n0-9a-fA-F]|[\w-]|[^\p{ASCII}])+/u;

/** A CSS identifier as written (with backslash escapes) read as the name it stands for. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(
    /\\([0-9a-fA-F]{1,6})[ \t\n]?|\\(.)/g,
    (_all, hex?: string, char?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/**
 * The first class in each selector of a list: split at the commas that separate selectors (not
 * those escaped in a class name or inside parentheses), null for a selector without a class.
 */
function leadingClasses(selectorList: string): Array<string | null> {
  const found: Array<string | null> = [];
  let current: string | null = null;
  let depth = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === '\\') index++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      found.push(current);
      current = null;
    } else if (char === '.' && current === null) {
      const name = CLASS_NAME.exec(selectorList.slice(index + 1))?.[0];
      if (name) current = unescapeIdentifier(name);
    }
  }
  found.push(current);
  return found;
}

/**
 * The classes a utility rule belongs to: the first class of each of its selectors. Every utility
 * Tailwind writes is one class with its variants around it (`.hover\:x:hover`,
 * `.dark\:x:where(.dark, ...)`, `:where(.divide-y>...)`, `.\[\&_a\]\:underline a`), so the rule
 * can only apply on a page where one of those classes is written. Null when a selector has no
 * class: such a rule goes on every page.
 */
export function ruleClasses(selector: string): string | string[] | null {
  const classes = leadingClasses(selector);
  if (classes.some((name) => name === null)) return null;
  const unique = [...new Set(classes as string[])];
  return unique.length === 1 ? (unique[0] ?? null) : unique;
}

const startOf = (node: ChildNode) => node.source?.start?.offset ?? 0;

/**
 * The stylesheet's parts, in order: slices of its text, so joined with every class present they are
 * the stylesheet exactly.
 */
export function splitStylesheet(css: string): StylesheetPart[] {
  const parts: StylesheetPart[] = [];
  const push = (part: StylesheetPart) => {
    const last = parts.at(-1);
    // neighbouring text every page needs is one part
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  };
  // the container's children, each from its start to the next one's (its separator with it)
  const visitChildren = (container: Container, from: number, to: number, inUtilities: boolean) => {
    const children = container.nodes ?? [];
    push(css.slice(from, children[0] ? startOf(children[0]) : to));
    children.forEach((child, index) => {
      const next = children[index + 1];
      visit(child, startOf(child), next ? startOf(next) : to, inUtilities);
    });
  };
  const visit = (node: ChildNode, from: number, to: number, inUtilities: boolean) => {
    if (node.type === 'atrule' && node.nodes?.length) {
      const isUtilities = inUtilities || (node.name === 'layer' && node.params === 'utilities');
      if (!isUtilities) return push(css.slice(from, to));
      const close = (node.source?.end?.offset ?? to) - 1;
      visitChildren(node, from, close, true);
      return push(css.slice(close, to));
    }
    const key = node.type === 'rule' && inUtilities ? ruleClasses(node.selector) : null;
    const text = css.slice(from, to);
    push(key === null ? text : [key, text]);
  };
  const root = postcss.parse(css);
  visitChildren(root, 0, css.length, false);
  return parts;
}

function main(): void {
  const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web');
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const result: StylesheetParts = {};
  for (const [, file = ''] of shell.matchAll(STYLESHEET_LINK)) {
    const css = fs.readFileSync(path.join(distDir, file), 'utf8');
    const parts = splitStylesheet(css);
    const whole = parts.map((part) => (typeof part === 'string' ? part : part[1])).join('');
    // nothing is lost or reordered: every part together is the stylesheet as it was
    if (whole !== css) throw new Error(`${file}: its parts do not make it up again`);
    result[file] = parts;
  }
  fs.mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(distDir, STYLESHEET_PARTS), JSON.stringify(result));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
