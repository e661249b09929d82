import { describe, expect, it } from 'vitest';
import { ruleClasses, splitStylesheet } from '../../../scripts/split-stylesheet';
import { classesIn, criticalCss } from './critical-css';

// the shapes Tailwind writes, minified as the build leaves them
const STYLESHEET =
  '/*! tailwindcss */\n@layer theme{:root{--color-brand:#0b5d45}}@layer base{*{margin:0}}' +
  '@layer components;@layer utilities{.flex{display:flex}.hidden{display:none}' +
  '.border-line,.border-line\\/70{border-color:var(--line)}' +
  ':where(.divide-y>:not(:last-child)){border-bottom-width:1px}' +
  '.w-\\[min\\(20rem\\,calc\\(100vw-2rem\\)\\)\\]{width:min(20rem,calc(100vw - 2rem))}' +
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}' +
  '.dark\\:text-white:where(.dark,.dark *){color:#fff}' +
  '@media (hover:hover){.hover\\:bg-brand:hover{background:var(--color-brand)}}' +
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}' +
  '.\\32 xl\\:block{display:block}}' +
  '@font-face{font-family:Inter;src:url(/a.woff2)}.dark{--line:#333}@keyframes spin{to{rotate:1turn}}\n';

const whole = (parts: ReturnType<typeof splitStylesheet>) =>
  parts.map((part) => (typeof part === 'string' ? part : part[1])).join('');

describe('the stylesheet cut into parts', () => {
  it('joins back into the stylesheet, byte for byte', () => {
    expect(whole(splitStylesheet(STYLESHEET))).toBe(STYLESHEET);
  });

  it('keys each utility by the class it needs, and keeps everything else for every page', () => {
    const parts = splitStylesheet(STYLESHEET);
    const keys = parts.filter((part) => typeof part !== 'string').map((part) => part[0]);
    expect(keys).toEqual([
      'flex',
      'hidden',
      ['border-line', 'border-line/70'],
      'divide-y',
      'w-[min(20rem,calc(100vw-2rem))]',
      '[&_a]:underline',
      'dark:text-white',
      'hover:bg-brand',
      'sm:grid',
      'sm:flex',
      '2xl:block',
    ]);
    const always = parts.filter((part) => typeof part === 'string').join('');
    expect(always).toContain('@layer theme{:root{--color-brand:#0b5d45}}');
    expect(always).toContain('@font-face{font-family:Inter;src:url(/a.woff2)}.dark{--line:#333}');
  });

  it('reads the class a selector starts with, or none', () => {
    expect(ruleClasses('.mt-0\\.5')).toBe('mt-0.5');
    expect(ruleClasses('.a,.b')).toEqual(['a', 'b']);
    expect(ruleClasses('.a,.a')).toBe('a');
    // a selector with no class in the list puts the rule on every page
    expect(ruleClasses('.a,body')).toBeNull();
    expect(ruleClasses('*')).toBeNull();
  });
});

describe("a page's own rules", () => {
  const parts = splitStylesheet(STYLESHEET);

  it('are the rules for the classes in its markup, in the stylesheet order', () => {
    const css = criticalCss(parts, new Set(['sm:flex', 'flex', 'border-line/70']));
    expect(css).toBe(
      '/*! tailwindcss */\n@layer theme{:root{--color-brand:#0b5d45}}@layer base{*{margin:0}}' +
        '@layer components;@layer utilities{.flex{display:flex}' +
        '.border-line,.border-line\\/70{border-color:var(--line)}' +
        '@media (min-width:40rem){.sm\\:flex{display:flex}}}' +
        '@font-face{font-family:Inter;src:url(/a.woff2)}.dark{--line:#333}@keyframes spin{to{rotate:1turn}}\n',
    );
  });

  it('leave out at-rules that are left empty, however deep', () => {
    const css = criticalCss(parts, new Set());
    expect(css).not.toContain('@media');
    expect(css).not.toContain('@layer utilities');
    expect(css).toContain('@layer components;');
  });

  it('are every rule when every class is there', () => {
    const every = new Set(
      parts.flatMap((part) => (typeof part === 'string' ? [] : [part[0]].flat())),
    );
    expect(criticalCss(parts, every)).toBe(STYLESHEET);
  });
});

describe('the classes in markup', () => {
  it('reads every class attribute, entities decoded, text left alone', () => {
    const markup =
      '<div class="flex  sm:flex\n hidden"><a class="[&amp;_a]:underline">class="not-one"</a>' +
      '<p class="w-[min(20rem,calc(100vw-2rem))] x&quot;y"></p><svg class="size-4"></svg></div>';
    expect([...classesIn(markup)].sort()).toEqual(
      [
        'flex',
        'sm:flex',
        'hidden',
        '[&_a]:underline',
        'w-[min(20rem,calc(100vw-2rem))]',
        'x"y',
        'size-4',
      ].sort(),
    );
  });
});
