// Points the citations of the old product documents, which lived outside the repository, at their
// restatements in docs/product/: `owner-area.md section 4` becomes `docs/product/owner-area.md §4
// States`, and so on. Run it from anywhere: `node scripts/rewrite-citations.mjs`. It changes only the
// citation text, and a second run changes nothing, so it can be run again after other branches that
// still cite the old names are merged. It names the old documents itself, so it skips its own file
// and the test that quotes them as examples (src/shared/docs-cited.test.ts); docs/product/ is skipped
// too, as its pages link to one another by their short names.
// Plain Node with no dependencies.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skipped = [
  path.relative(root, import.meta.filename),
  path.join('src', 'shared', 'docs-cited.test.ts'),
];
const folders = ['src', 'tests', 'scripts', 'docs'];
const topFiles = ['README.md'];
const textFile = /\.(ts|tsx|mts|mjs|js|md|css|html)$/;

/** Each old document: its new path, its section names, and the names citations quote. */
const DOCUMENTS = {
  'owner-area': {
    path: 'docs/product/owner-area.md',
    sections: {
      1: 'Purpose',
      2: 'Screens',
      3: 'Records',
      4: 'States',
      5: 'Validation',
      6: 'Roles',
      7: 'Reads and writes',
      8: 'Messages',
      9: 'Limits',
    },
    // a quoted name is a heading under this section number
    named: {
      Dashboard: 2,
      'Booking Management': 2,
      Clients: 2,
      'Staff Management': 2,
      Invoices: 2,
      'Subscription plans': 2,
      'Staff Attendance': 2,
      'Staff dashboard': 2,
      Exports: 7,
    },
    // a citation with no section: the first phrase found near it picks one
    near: [
      ['Booking Management', 2, 'Booking Management'],
      ['subscription', 2, 'Subscription plans'],
      ['Invoices screen', 2, 'Invoices'],
    ],
  },
  'public-site-and-accounts': {
    path: 'docs/product/public-site.md',
    sections: {
      1: 'Purpose',
      2: 'Screens',
      3: 'Records',
      4: 'States',
      5: 'Validation',
      6: 'Roles',
      7: 'Reads and writes',
      8: 'Messages',
      9: 'Limits',
    },
    named: {
      'Route map': 2,
      'Discover page (map)': 2,
      'Public booking page': 2,
      'Status widget': 2,
      'Public booking flow': 4,
      'Time slot availability': 4,
      Widget: 8,
    },
    near: [['status widget', 2, 'Status widget']],
  },
  DECISIONS: {
    path: 'docs/product/settled-rules.md',
    sections: {
      1: 'Name and defaults',
      2: 'Time and money',
      3: 'Availability',
      4: 'Booking and payment',
      5: 'Plans',
      6: 'Settings defaults at business creation',
      7: 'Accounts and roles',
      8: 'Owner area',
      9: 'Security',
      10: 'Languages',
      11: 'Channels and reviews',
    },
    named: {
      'Name and defaults': 1,
      'Time and money': 2,
      Availability: 3,
      'Booking and payment': 4,
      Plans: 5,
      'Settings defaults at business creation': 6,
      'Accounts and roles': 7,
      'Owner area': 8,
      Security: 9,
      Languages: 10,
      'Channels and reviews': 11,
    },
    near: [
      ['never invented', 8],
      ['placeholder', 8],
      ['is_verified', 8],
      ['resets verification', 8],
      ['real plan', 8],
      ['adds two', 8],
      ['sent invoices', 8],
      ['hold expires', 4],
      ['wants every', 4],
      ['open 09:00', 6],
      ['start with it off', 6],
      ['needs no payment', 5],
      ['cells starting', 9],
      ['never confirm', 9],
      ['promises only', 1],
      ['whatever the screen offers', 11],
    ],
  },
};

/** Whole phrases a word-by-word rewrite would leave awkward; matched first, dots escaped. */
const PHRASES = [
  [/owner-area\.md section 9's figure/g, 'the figure of docs/product/owner-area.md §9 Limits'],
  [
    /with owner-area\.md's live cleaning/g,
    'with the live cleaning of docs/product/owner-area.md §5 Validation',
  ],
  [
    /overrides owner-area\.md's Sunday week/g,
    'overrides the Sunday week first written in docs/product/owner-area.md §2 Dashboard',
  ],
];

// the old names only: a path ending in one of them (docs/product/owner-area.md) is left alone
const OLD_NAME = /(?<![\w/.-])(owner-area|public-site-and-accounts|decisions)\.md/gi;
// between words a comment may break its line: ' * ' or '// ' after the newline
const GAP = String.raw`(?:\s+(?:\*|//)?\s*|\s+)`;

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function documentFor(name) {
  const key = Object.keys(DOCUMENTS).find((k) => k.toLowerCase() === name.toLowerCase());
  return DOCUMENTS[key];
}

/** `section 9`, `sections 5 and 8`, `section 7 'Exports'`, after the name. */
function sectionNumbers(doc, text, at) {
  const pattern = new RegExp(
    String.raw`(,?)(${GAP})sections?\s+(\d+(?:(?:,\s*|\s+and\s+)\d+)*)(?:\s+'([^']+)')?`,
    'y',
  );
  pattern.lastIndex = at;
  const m = pattern.exec(text);
  if (!m) return null;
  const [whole, , gap, list, quoted] = m;
  const numbers = list.replace(/\d+/g, (n) => `§${n} ${doc.sections[n] ?? ''}`.trimEnd());
  // `section 7 'Exports'`: the quoted part is the heading under that one section
  const body = quoted && /^\d+$/.test(list) ? `§${list} ${quoted}` : numbers;
  const lead = gap.includes('\n') ? gap : ' ';
  return { length: whole.length, text: lead + body };
}

/** `'Staff Attendance'`, `, 'Widget'`, `('Channels and reviews')`, or `, Channels and reviews`. */
function quotedName(doc, text, at) {
  for (const [name, number] of Object.entries(doc.named)) {
    const words = name.split(' ').map(escape).join(GAP);
    // brackets are taken only as a pair around the name; a lone one belongs to the sentence
    const pattern = new RegExp(
      String.raw`(?:'s)?(,?)(${GAP})(?:\('(${words})'\)|'(${words})'|(${words}))(?![\w-])`,
      'y',
    );
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    if (!m) continue;
    const [whole, comma, gap, inBrackets, inQuotes, bare] = m;
    // an unquoted name must come straight after a comma, as in a test's title
    if (bare && !comma) continue;
    const lead = gap.includes('\n') ? gap : ' ';
    return { length: whole.length, text: `${lead}§${number} ${inBrackets ?? inQuotes ?? bare}` };
  }
  return null;
}

/** A bare citation: the section a nearby phrase points to, if any. */
function nearbySection(doc, text, start, end) {
  const around = text
    .slice(Math.max(0, start - 90), end + 120)
    .replace(/\s+(?:\*|\/\/)?\s*/g, ' ')
    .toLowerCase();
  const hit = doc.near.find(([phrase]) => around.includes(phrase.toLowerCase()));
  if (!hit) return '';
  const [, number, heading] = hit;
  return ` §${number} ${heading ?? doc.sections[number]}`;
}

/** The text with every old citation pointed at its new home; text without one comes back unchanged. */
function rewrite(text) {
  let source = text;
  for (const [pattern, replacement] of PHRASES) source = source.replace(pattern, replacement);
  let out = '';
  let from = 0;
  OLD_NAME.lastIndex = 0;
  for (let m = OLD_NAME.exec(source); m; m = OLD_NAME.exec(source)) {
    const doc = documentFor(m[1]);
    const end = m.index + m[0].length;
    // a section after the name is consumed with it, so the scan resumes past it
    const tail = sectionNumbers(doc, source, end) ?? quotedName(doc, source, end);
    const cited = tail ? doc.path + tail.text : doc.path + nearbySection(doc, source, m.index, end);
    out += source.slice(from, m.index) + cited;
    from = end + (tail ? tail.length : 0);
    OLD_NAME.lastIndex = from;
  }
  return out + source.slice(from);
}

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return files(full);
    return textFile.test(entry.name) ? [full] : [];
  });
}

function main() {
  const targets = [
    ...folders.flatMap((folder) => files(path.join(root, folder))),
    ...topFiles.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].filter((file) => {
    const relative = path.relative(root, file);
    return !skipped.includes(relative) && !relative.startsWith(`docs${path.sep}product${path.sep}`);
  });
  let changed = 0;
  for (const file of targets) {
    const before = fs.readFileSync(file, 'utf8');
    const after = rewrite(before);
    if (after !== before) {
      fs.writeFileSync(file, after);
      changed += 1;
      console.log(path.relative(root, file));
    }
  }
  console.log(`${changed} file(s) rewritten`);
}

main();
