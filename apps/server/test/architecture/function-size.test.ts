import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph.ts';

/**
 * Rooms a person can hold in mind (docs/CODE_STYLE.md): no function, component or callback longer than
 * 80 lines, counted from its first line to its closing brace. Tests, the demo seed's data and
 * generated files are left out; everything that runs in production is in.
 */
export const MAX_FUNCTION_LINES = 80;

const checked = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const leftOut = [
  /\.test\.tsx?$/,
  /\.generated\.ts$/,
  /^apps\/server\/src\/seed\//,
  /^apps\/web\/src\/test\//,
];

/** The functions in a file longer than the limit: `path:line name (N lines)`. */
export function longFunctions(path: string, text: string, max = MAX_FUNCTION_LINES): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      if (lines > max) found.push(`${path}:${first + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText();
  if (ts.isVariableDeclaration(node.parent)) return node.parent.name.getText();
  if (ts.isPropertyAssignment(node.parent)) return node.parent.name.getText();
  return 'an anonymous function';
}

describe('function size', () => {
  it('finds a long function, arrow or callback, and passes a short one', () => {
    const body = Array.from({ length: 80 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `export function long() {\n${body}\n}`)).toEqual(['x.ts:1 long (82 lines)']);
    expect(longFunctions('x.tsx', `const Page = () => {\n${body}\n};`)).toEqual(['x.tsx:1 Page (82 lines)']);
    expect(longFunctions('x.ts', `run(async (tx) => {\n${body}\n});`)).toEqual([
      'x.ts:1 an anonymous function (82 lines)',
    ]);
    expect(longFunctions('x.ts', `function short() {\n  return 1;\n}`)).toEqual([]);
  });

  it(`no function outside tests and seed data is longer than ${MAX_FUNCTION_LINES} lines`, () => {
    const files = checked
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .map((file) => relative(root, file).split(sep).join('/'))
      .filter((path) => !leftOut.some((pattern) => pattern.test(path)));
    expect(files.flatMap((path) => longFunctions(path, readFileSync(join(root, path), 'utf8')))).toEqual([]);
  });
});
