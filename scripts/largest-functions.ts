/**
 * Prints the longest functions in src/ (tests left out), longest first: lines from the function's
 * first token to its last, inner closures included, since they are read as part of it.
 * `npx tsx scripts/largest-functions.ts [count]` (10 unless told).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface FunctionSize {
  name: string;
  file: string;
  line: number;
  lines: number;
}

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 10);

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** What a reader calls the function: its own name, or the name it is given or passed under. */
function nameOf(node: ts.Node, file: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(file);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file)}(() => …)`;
  return '(anonymous)';
}

function functionsIn(fileName: string): FunctionSize[] {
  const text = fs.readFileSync(fileName, 'utf8');
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({
        name: nameOf(node, file),
        file: path.relative(root, fileName),
        line: first + 1,
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const largest = sourceFiles(path.join(root, 'src'))
  .flatMap(functionsIn)
  .sort((a, b) => b.lines - a.lines)
  .slice(0, count);
for (const fn of largest) {
  console.log(`${String(fn.lines).padStart(5)}  ${fn.name}  ${fn.file}:${fn.line}`);
}
