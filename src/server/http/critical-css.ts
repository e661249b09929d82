import path from 'node:path';

/**
 * The app's stylesheet cut up by scripts/split-stylesheet.ts: text every page needs (the theme, the
 * base rules, the fonts, the openings and closings of at-rules) and utility rules, each with the
 * class (or any of the classes) that must be on the page for the rule to apply. Kept in the order of the stylesheet, so what
 * is picked out cascades as the whole stylesheet would.
 */
export type StylesheetPart = string | [className: string | string[], css: string];

/** Each stylesheet the app's shell links (as "assets/index-....css"), cut into its parts. */
export type StylesheetParts = Record<string, StylesheetPart[]>;

/** A stylesheet the app's shell links, with its file inside the web build. */
export const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/** Where the build writes them, inside the web build. */
export const STYLESHEET_PARTS = path.join('.vite', 'stylesheet-parts.json');

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITY = /&(?:amp|quot|#x27|#39|lt|gt);/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Every class named in the markup's class attributes, as the browser reads them. */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of markup.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.includes('&')
      ? value.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity)
      : value;
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

// an at-rule left with nothing inside once its rules were passed over
const EMPTY_AT_RULE = /@[^{};@]+\{\}/g;

/** The stylesheet with only the utility rules whose class is among these. */
export function criticalCss(parts: StylesheetPart[], classes: Set<string>): string {
  let css = '';
  for (const part of parts) {
    if (typeof part === 'string') css += part;
    else if (
      typeof part[0] === 'string' ? classes.has(part[0]) : part[0].some((name) => classes.has(name))
    )
      css += part[1];
  }
  // inner ones first: an at-rule holding only empty ones is empty once they are gone
  for (let before = ''; before !== css;) {
    before = css;
    css = css.replace(EMPTY_AT_RULE, '');
  }
  return css;
}
