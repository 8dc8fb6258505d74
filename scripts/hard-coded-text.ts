/**
 * User-facing words in the web app come from the domain's text files (`packages/domain/src/<area>/text.ts`), never
 * typed into a component: the spec's quoted strings stay exact in one place, and one file per area shows everything
 * an athlete reads there. This finds what a screen types itself: JSX text with a word in it, the attributes a
 * person reads or hears (title, placeholder, alt, aria-label, label, description, a field's hint) given as a string
 * literal or as a template whose fixed parts hold a word (`aria-label={`Remove ${name}`}`), and an object's
 * label, title or description given as a string literal (a list of links or tiles typed in a component).
 * Plain `.ts` files build text too (an upload's error, a page the server renders): there it finds a sentence typed
 * as a string (a capital, a space, a closing `.`, `!`, `?` or `…`), an object's label, title or description, and
 * words between tags of HTML written in a template; a developer's log (`console.*`) and a string compared against
 * are not shown to anyone.
 * `node scripts/hard-coded-text.ts` lists them; `scripts/hard-coded-text.test.ts` (part of `npm test`) keeps none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import type { Node } from '@babel/types';

/** Attributes whose value a person reads or a screen reader speaks. */
const READ_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'label',
  'description',
  'hint',
]);

/** Properties of an object typed in a component that a person reads (a link's label, a tile's title). */
const READ_PROPERTIES = new Set(['label', 'title', 'description']);

/** A word: two letters in a row (a lone 'x' or '×', punctuation and numbers are layout, not text). */
const WORD = /\p{L}{2}/u;

export interface HardCodedText {
  file: string;
  line: number;
  text: string;
}

function visit(node: unknown, found: (node: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, found);
    return;
  }
  const candidate = node as { type?: unknown };
  if (typeof candidate.type === 'string') found(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    visit(value, found);
  }
}

/** The hard-coded texts of one TSX source. */
export function hardCodedTexts(file: string, source: string): HardCodedText[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const texts: HardCodedText[] = [];
  visit(ast.program, (node) => {
    const line = node.loc?.start.line ?? 0;
    if (node.type === 'JSXText' && WORD.test(node.value)) {
      texts.push({ file, line, text: node.value.trim().replace(/\s+/g, ' ') });
    }
    if (
      node.type === 'JSXAttribute' &&
      node.name.type === 'JSXIdentifier' &&
      READ_ATTRIBUTES.has(node.name.name) &&
      node.value?.type === 'StringLiteral' &&
      WORD.test(node.value.value)
    ) {
      texts.push({ file, line, text: `${node.name.name}="${node.value.value}"` });
    }
    if (
      node.type === 'JSXAttribute' &&
      node.name.type === 'JSXIdentifier' &&
      READ_ATTRIBUTES.has(node.name.name) &&
      node.value?.type === 'JSXExpressionContainer'
    ) {
      const expression = node.value.expression;
      const fixed =
        expression.type === 'TemplateLiteral'
          ? expression.quasis.map((quasi) => quasi.value.raw).join('…')
          : expression.type === 'StringLiteral'
            ? expression.value
            : '';
      if (WORD.test(fixed)) texts.push({ file, line, text: `${node.name.name}={\`${fixed}\`}` });
    }
    if (
      node.type === 'ObjectProperty' &&
      node.key.type === 'Identifier' &&
      READ_PROPERTIES.has(node.key.name) &&
      node.value.type === 'StringLiteral' &&
      WORD.test(node.value.value)
    ) {
      texts.push({ file, line, text: `${node.key.name}: '${node.value.value}'` });
    }
  });
  return texts;
}

/** A sentence: a capital, then words with a space between, closed by `.`, `!`, `?` or `…` (an error, a message). */
const SENTENCE = /^\s*\p{Lu}.*\s.*\p{L}.*[.!?…]\s*$/su;

/** Words between two tags of HTML written in a template (`<h1>Sign in</h1>`), or in an attribute a person reads. */
const HTML_TEXT = />([^<>]*\p{L}{2}[^<>]*)<|\b(?:title|placeholder|alt|aria-label)="([^"]*\p{L}{2}[^"]*)"/gu;

/** Whether `node` is an argument of a `console.*` call: a developer's log, read by no athlete. */
function isConsoleCall(node: Node): boolean {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.object.type === 'Identifier' &&
    node.callee.object.name === 'console'
  );
}

/** The hard-coded texts of one `.ts` source that builds text: sentences, read properties and HTML words. */
export function hardCodedTextsOfTs(file: string, source: string): HardCodedText[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const texts: HardCodedText[] = [];
  const skipped = new Set<Node>();
  visit(ast.program, (node) => {
    if (isConsoleCall(node) && node.type === 'CallExpression')
      for (const arg of node.arguments) skipped.add(arg);
    if (node.type === 'BinaryExpression') {
      skipped.add(node.left as Node);
      skipped.add(node.right);
    }
    if (skipped.has(node)) {
      // A log's or a comparison's strings: nothing in them is shown, so nothing below them is looked at.
      visit(node, (inner) => skipped.add(inner));
      return;
    }
    const line = node.loc?.start.line ?? 0;
    const fixed =
      node.type === 'StringLiteral'
        ? node.value
        : node.type === 'TemplateLiteral'
          ? node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('…')
          : undefined;
    if (fixed === undefined) return;
    if (SENTENCE.test(fixed)) texts.push({ file, line, text: fixed.trim().replace(/\s+/g, ' ') });
    else if (node.type === 'TemplateLiteral') {
      // An interpolation stands as '…', so words either side of one are still found, and one alone is not.
      const html = node.quasis
        .map((quasi) => quasi.value.raw)
        .join('…')
        .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '');
      for (const match of html.matchAll(HTML_TEXT)) {
        const words = match[1] ?? match[2] ?? '';
        if (WORD.test(words.replaceAll('…', '')))
          texts.push({ file, line, text: words.trim().replace(/\s+/g, ' ') });
      }
    }
  });
  visit(ast.program, (node) => {
    if (
      node.type === 'ObjectProperty' &&
      node.key.type === 'Identifier' &&
      READ_PROPERTIES.has(node.key.name) &&
      node.value.type === 'StringLiteral' &&
      WORD.test(node.value.value) &&
      !SENTENCE.test(node.value.value)
    ) {
      texts.push({ file, line: node.loc?.start.line ?? 0, text: `${node.key.name}: '${node.value.value}'` });
    }
  });
  return texts.sort((a, b) => a.line - b.line);
}

function sourcesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (keep(entry.name) && !entry.name.includes('.test.')) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/** The web app's components: every .tsx under apps/web/src but tests and the generated route tree. */
export function componentFiles(root: string): string[] {
  return sourcesUnder(join(root, 'apps/web/src'), (name) => name.endsWith('.tsx'));
}

/**
 * The `.ts` files that build what a person reads: the web app's (an upload's error, a card's line) and the
 * server's pages (the sign-in chooser, the local provider's pages), but tests and declarations.
 */
export function textBuildingFiles(root: string): string[] {
  return [
    ...sourcesUnder(join(root, 'apps/web/src'), (name) => name.endsWith('.ts') && !name.endsWith('.d.ts')),
    ...sourcesUnder(join(root, 'apps/api/src'), (name) => name.endsWith('pages.ts')),
  ];
}

export function repositoryHardCodedTexts(root: string): HardCodedText[] {
  return [
    ...componentFiles(root).flatMap((path) =>
      hardCodedTexts(relative(root, path), readFileSync(path, 'utf8')),
    ),
    ...textBuildingFiles(root).flatMap((path) =>
      hardCodedTextsOfTs(relative(root, path), readFileSync(path, 'utf8')),
    ),
  ];
}

if (import.meta.main) {
  const found = repositoryHardCodedTexts(new URL('..', import.meta.url).pathname);
  for (const { file, line, text } of found) console.log(`${file}:${line}  ${text}`);
  console.log(found.length === 0 ? 'No hard-coded text.' : `${found.length} hard-coded texts.`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
