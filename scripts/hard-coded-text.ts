/**
 * User-facing words in the web app come from the domain's text files (`packages/domain/src/<area>/text.ts`), never
 * typed into a component: the spec's quoted strings stay exact in one place, and one file per area shows everything
 * an athlete reads there. This finds what a screen types itself: JSX text with a word in it, the attributes a
 * person reads or hears (title, placeholder, alt, aria-label, label, description, a field's hint) given as a string
 * literal or as a template whose fixed parts hold a word (`aria-label={`Remove ${name}`}`), and an object's
 * label, title or description given as a string literal (a list of links or tiles typed in a component).
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

/** The web app's components: every .tsx under apps/web/src but tests and the generated route tree. */
export function componentFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) files.push(path);
    }
  };
  walk(join(root, 'apps/web/src'));
  return files.sort();
}

export function repositoryHardCodedTexts(root: string): HardCodedText[] {
  return componentFiles(root).flatMap((path) =>
    hardCodedTexts(relative(root, path), readFileSync(path, 'utf8')),
  );
}

if (import.meta.main) {
  const found = repositoryHardCodedTexts(new URL('..', import.meta.url).pathname);
  for (const { file, line, text } of found) console.log(`${file}:${line}  ${text}`);
  console.log(found.length === 0 ? 'No hard-coded text.' : `${found.length} hard-coded texts.`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
