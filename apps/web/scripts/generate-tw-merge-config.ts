/// <reference types="node" />
/**
 * Writes apps/web/src/lib/tw-merge-config.generated.ts: tailwind-merge's default config pruned to what
 * the app's own classes need, so `cn` carries a fraction of the 600-line default config into the first
 * download. The merge engine stays the library's (createTailwindMerge); only the config shrinks. A class
 * group is kept, with its conflicts and theme keys, when any class token in apps/web/src (a string
 * literal's whitespace-separated words, outside tests) is looked up in it while the full config merges
 * that token; inside the kept groups, a definition stays only if some token's lookups change without it.
 * So every shipped class merges exactly as with the full twMerge (apps/web/src/lib/utils.test.ts proves
 * it pair by pair, and fails when this file is out of date with the source).
 *
 * The output is committed rather than built: the build stays plain Vite, the pruned config is
 * reviewable in a diff, and the test catches a class added to the source without regenerating.
 * Run: npm run generate:tw-merge -w @party/web
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClassValidator, type Config, getDefaultConfig, validators } from 'tailwind-merge';
import { createClassGroupLookup } from 'tailwind-merge/unstable-do-not-import';
import ts from 'typescript';

type AnyConfig = Config<string, string>;
type Definition = AnyConfig['classGroups'][string][number];

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const GENERATED_FILE = join(SRC, 'lib/tw-merge-config.generated.ts');

/** Every whitespace-separated word of every string literal in the shipped source, sorted. */
export function sourceWords(dir = SRC): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node)) addWords(words, node.text);
      else if (ts.isTemplateExpression(node)) {
        // Only whole words: a word touching `${…}` is a fragment of a class built at run time.
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        parts.forEach((part, i) => {
          const split = part.split(/\s+/);
          if (i > 0) split.shift();
          if (i < parts.length - 1) split.pop();
          addWords(words, split.join(' '));
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...words].sort();
}

function addWords(words: Set<string>, text: string) {
  for (const word of text.split(/\s+/)) if (word) words.add(word);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file !== GENERATED_FILE)
    .sort();
}

/** The words the full config recognises as Tailwind classes, and the class groups they fall in. */
export function usedClassGroups(words: string[]) {
  const lookup = createClassGroupLookup(getDefaultConfig());
  const classes: string[] = [];
  const groups = new Set<string>();
  for (const word of words) {
    const matches = lookup(word);
    if (matches.length === 0) continue;
    classes.push(word);
    for (const match of matches) groups.add(match.classGroupId);
  }
  return { classes, groups };
}

const KNOWN_KEYS = [
  'cacheSize',
  'theme',
  'classGroups',
  'conflictingClassGroups',
  'conflictingClassGroupModifiers',
  'postfixLookupClassGroups',
  'orderSensitiveModifiers',
];

/**
 * The default config with only `groups` (in their original order, which sets match precedence), and
 * in them only the definitions (a value, a validator, a theme getter) the app's classes need: each is
 * dropped when every class still looks up the same groups without it.
 */
export function prunedConfig(groups: Set<string>, classes: string[]): AnyConfig {
  const full: AnyConfig = getDefaultConfig();
  const unknown = Object.keys(full).filter((key) => !KNOWN_KEYS.includes(key));
  if (unknown.length > 0) throw new Error(`tailwind-merge config has new keys to prune: ${unknown}`);
  const keep = <T>(record: Partial<Record<string, T>>) =>
    Object.fromEntries(Object.entries(record).filter(([group]) => groups.has(group))) as Record<string, T>;
  const keepConflicts = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(keep(record))
        .map(([group, ids]) => [group, ids.filter((id) => groups.has(id))] as const)
        .filter(([, ids]) => ids.length > 0),
    );
  const classGroups = keep(full.classGroups);
  const config = { ...full, classGroups, theme: { ...full.theme } };
  dropUnneededDefinitions(config, classes);
  const themeKeys = new Set<string>();
  const collectThemeKeys = (definitions: readonly Definition[]) => {
    for (const definition of definitions) {
      if (typeof definition === 'function' && 'isThemeGetter' in definition) {
        const key = themeKey(definition);
        if (!themeKeys.has(key)) {
          themeKeys.add(key);
          collectThemeKeys(config.theme[key] ?? []);
        }
      } else if (typeof definition === 'object') Object.values(definition).forEach(collectThemeKeys);
    }
  };
  Object.values(classGroups).forEach(collectThemeKeys);
  return {
    cacheSize: full.cacheSize,
    theme: Object.fromEntries(Object.entries(config.theme).filter(([key]) => themeKeys.has(key))),
    classGroups,
    conflictingClassGroups: keepConflicts(full.conflictingClassGroups),
    conflictingClassGroupModifiers: keepConflicts(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (full.postfixLookupClassGroups ?? []).filter((group) => groups.has(group)),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  };
}

/**
 * Removes, one at a time, each definition of the config's class groups and theme values whose removal
 * leaves every class's lookups (the groups the merge engine finds for it, intermediate ones included)
 * as they were. Mutates `config`; arrays are copied before they are changed.
 */
function dropUnneededDefinitions(config: AnyConfig, classes: string[]) {
  const lookups = (candidate: AnyConfig) => {
    const lookup = createClassGroupLookup(candidate);
    return JSON.stringify(classes.map((name) => lookup(name)));
  };
  const expected = lookups(config);
  const unchanged = () => lookups(config) === expected;
  // Tries each item of `definitions` (owned by `holder[key]`) for removal, then prunes inside objects.
  const prune = (holder: Record<string, readonly Definition[]>, key: string) => {
    let definitions = [...(holder[key] ?? [])];
    holder[key] = definitions;
    for (let i = definitions.length - 1; i >= 0; i--) {
      const kept = definitions;
      holder[key] = definitions = [...kept.slice(0, i), ...kept.slice(i + 1)];
      if (unchanged()) continue;
      holder[key] = definitions = kept;
      const definition = definitions[i];
      if (typeof definition === 'object') {
        const copy = { ...definition };
        definitions[i] = copy;
        for (const part of Object.keys(copy)) {
          const { [part]: _removed, ...rest } = copy;
          definitions[i] = rest;
          const needed = !unchanged();
          definitions[i] = copy;
          if (needed) prune(copy, part);
          else delete copy[part];
        }
      }
    }
  };
  for (const group of Object.keys(config.classGroups)) prune(config.classGroups, group);
  for (const key of Object.keys(config.theme)) prune(config.theme, key);
}

/** The theme key a fromTheme(key) getter reads (tailwind-merge records it on the getter). */
function themeKey(getter: object): string {
  if (!('themeKey' in getter) || typeof getter.themeKey !== 'string') {
    throw new Error('tailwind-merge theme getter without themeKey');
  }
  return getter.themeKey;
}

const validatorNames = new Map<ClassValidator, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);
const quote = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
const themeConstant = (key: string) =>
  `theme${key.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;

/** The config as TypeScript: validators by their exported name, theme getters as fromTheme(key). */
export function configSource(config: AnyConfig, classCount: number): string {
  const usedValidators = new Set<string>();
  const usedThemeKeys = new Set<string>();
  const code = (value: unknown): string => {
    if (typeof value === 'string') return quote(value);
    if (typeof value === 'number') return String(value);
    if (typeof value === 'function') {
      if ('isThemeGetter' in value) {
        const key = themeKey(value);
        usedThemeKeys.add(key);
        return themeConstant(key);
      }
      const name = validatorNames.get(value as ClassValidator);
      if (!name) throw new Error(`tailwind-merge config uses a validator it does not export: ${value}`);
      usedValidators.add(name);
      return name;
    }
    if (Array.isArray(value)) return `[${value.map(code).join(', ')}]`;
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, item]) => `${quote(key)}: ${code(item)}`);
      return `{ ${entries.join(', ')} }`;
    }
    throw new Error(`Unexpected value in tailwind-merge config: ${String(value)}`);
  };
  const block = (record: object) =>
    Object.entries(record)
      .map(([key, value]) => `      ${quote(key)}: ${code(value)},`)
      .join('\n');
  const body = [
    `    cacheSize: ${config.cacheSize},`,
    `    theme: {\n${block(config.theme)}\n    },`,
    `    classGroups: {\n${block(config.classGroups)}\n    },`,
    `    conflictingClassGroups: {\n${block(config.conflictingClassGroups)}\n    },`,
    `    conflictingClassGroupModifiers: {\n${block(config.conflictingClassGroupModifiers)}\n    },`,
    `    postfixLookupClassGroups: ${code(config.postfixLookupClassGroups)},`,
    `    orderSensitiveModifiers: ${code(config.orderSensitiveModifiers)},`,
  ].join('\n');
  const script = relative(join(SRC, '../../..'), fileURLToPath(import.meta.url));
  return [
    `// Generated by ${script} — do not edit. Regenerate: npm run generate:tw-merge -w @party/web`,
    `// tailwind-merge's default config, pruned to what the ${classCount} Tailwind classes in apps/web/src ` +
      `need: ${Object.keys(config.classGroups).length} class groups and the definitions in them they match.`,
    `import { type Config, fromTheme, validators } from 'tailwind-merge';`,
    '',
    `const { ${[...usedValidators].sort().join(', ')} } = validators;`,
    '',
    '/** For createTailwindMerge: called once, on the first merge. */',
    'export function createTwMergeConfig(): Config<string, string> {',
    ...[...usedThemeKeys].sort().map((key) => `  const ${themeConstant(key)} = fromTheme('${key}');`),
    '  return {',
    body,
    '  };',
    '}',
    '',
  ].join('\n');
}

/** The generated file's expected contents, from the source as it is now. */
export function generateTwMergeConfig(): string {
  const { classes, groups } = usedClassGroups(sourceWords());
  return configSource(prunedConfig(groups, classes), classes.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_FILE, generateTwMergeConfig());
  console.log(`Wrote ${relative(process.cwd(), GENERATED_FILE)}`);
}
