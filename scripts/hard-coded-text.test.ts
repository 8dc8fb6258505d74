/**
 * `node --test scripts/hard-coded-text.test.ts` (part of `npm test`): the check finds the words a component types
 * itself and lets through what is not a text, and the web app has none left.
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import {
  componentFiles,
  hardCodedTexts,
  hardCodedTextsOfTs,
  repositoryHardCodedTexts,
  textBuildingFiles,
} from './hard-coded-text.ts';

/** The texts the check finds in one component body. */
const found = (jsx: string) =>
  hardCodedTexts('page.tsx', `export function Page() { return (${jsx}); }`).map(({ text }) => text);

describe('hard-coded text', () => {
  it('finds JSX text with a word in it, trimmed and on one line, with its line', () => {
    const texts = hardCodedTexts(
      'apps/web/src/features/profile/profile-page.tsx',
      'export function Page() {\n  return (\n    <h1>\n      Profile\n      page\n    </h1>\n  );\n}',
    );
    assert.deepEqual(texts, [
      { file: 'apps/web/src/features/profile/profile-page.tsx', line: 3, text: 'Profile page' },
    ]);
  });

  it('finds each part of a sentence broken by an expression', () => {
    assert.deepEqual(found('<p>Training at {name} today?</p>'), ['Training at', 'today?']);
  });

  it('finds the attributes a person reads or a screen reader speaks, given as a string literal', () => {
    assert.deepEqual(
      found(
        '<div title="Hint" aria-label="Main"><input placeholder="e.g. bench" /><img alt="A photo" /><Field label="Name" description="Your name" hint="Separate with commas." /></div>',
      ),
      [
        'title="Hint"',
        'aria-label="Main"',
        'placeholder="e.g. bench"',
        'alt="A photo"',
        'label="Name"',
        'description="Your name"',
        'hint="Separate with commas."',
      ],
    );
  });

  it('finds a read attribute written as a template or a string in braces, by its fixed words', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the component's source, a template in it, is the input.
    assert.deepEqual(found('<button aria-label={`Remove ${name}`} title={"Close"} alt={`${a} ${b}`} />'), [
      'aria-label={`Remove …`}',
      'title={`Close`}',
    ]);
  });

  it("finds an object's label, title or description typed in a component (a list of links or tiles)", () => {
    const texts = hardCodedTexts(
      'footer.tsx',
      "const LINKS = [{ label: 'Terms of Use', href: '/terms' }, { title: TEXT.x, id: 'main-nav' }];",
    ).map(({ text }) => text);
    assert.deepEqual(texts, ["label: 'Terms of Use'"]);
  });

  it('counts content hidden from screen readers as text: sighted athletes still read it', () => {
    assert.deepEqual(found('<span aria-hidden="true">Missing</span>'), ['Missing']);
  });

  it('lets expressions, class names, ids and other attributes through', () => {
    assert.deepEqual(
      found(
        '<div className="font-bold text-lg" id="about-title" role="status" data-state="open" aria-labelledby="heading"><p>{TEXT.title}</p><input placeholder={TEXT.placeholder} aria-label={deleteLabel(name)} /></div>',
      ),
      [],
    );
  });

  it('lets punctuation, symbols, numbers and a lone letter through', () => {
    assert.deepEqual(found('<p>{a} · {b} × {c} % — 2024 x ( ) : ,</p>'), []);
  });

  it('reads every component of the web app but its tests', () => {
    const files = componentFiles(resolve(import.meta.dirname, '..'));
    assert.ok(files.length > 50);
    assert.ok(files.every((file) => file.endsWith('.tsx') && !file.includes('.test.')));
  });

  it('finds in a .ts file a sentence typed as a string or template, by its fixed words', () => {
    const texts = hardCodedTextsOfTs(
      'upload-error.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source, a template in it, is the input.
      "export const f = (s: number) => s === 0 ? 'The upload did not reach the server.' : `The upload failed (HTTP ${s}). Try again.`;\nthrow new Error('This file could not be read as an image.');",
    );
    assert.deepEqual(texts, [
      { file: 'upload-error.ts', line: 1, text: 'The upload did not reach the server.' },
      { file: 'upload-error.ts', line: 1, text: 'The upload failed (HTTP …). Try again.' },
      { file: 'upload-error.ts', line: 2, text: 'This file could not be read as an image.' },
    ]);
  });

  it("finds in a .ts file an object's label, title or description, and the words of HTML built in a template", () => {
    const texts = hardCodedTextsOfTs(
      'pages.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source, a template in it, is the input.
      'const CARDS = [{ title: \'Manage Goals\' }];\nconst page = `<style>body { margin: 0 auto; }</style><h1>Sign in to ${name}</h1><input placeholder="Your name" /><p>${TEXT.note}</p>`;',
    ).map(({ text }) => text);
    assert.deepEqual(texts, ["title: 'Manage Goals'", 'Sign in to …', 'Your name']);
  });

  it("lets through in a .ts file logs, strings compared against, keys, class names and a developer's lower-case error", () => {
    assert.deepEqual(
      hardCodedTextsOfTs(
        'lib.ts',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source, a template in it, is the input.
        "console.warn('Could not read the data kept in this browser.', error);\nif (notice === 'Set Complete!') done();\nconst c = 'flex items-center gap-2';\nthrow new Error('wirePublicMenu: the menu has no button');\nconst s = `<p>${TEXT.note}</p>`;",
      ),
      [],
    );
  });

  it("reads the web app's .ts files and the server's pages, but tests and declarations", () => {
    const files = textBuildingFiles(resolve(import.meta.dirname, '..'));
    assert.ok(files.some((file) => file.endsWith('apps/web/src/components/photo-upload/upload-error.ts')));
    assert.ok(files.some((file) => file.endsWith('apps/api/src/auth/local-idp-pages.ts')));
    assert.ok(
      files.every((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.endsWith('.d.ts')),
    );
  });

  it('finds none in the repository: every word comes from a domain text file', () => {
    assert.deepEqual(repositoryHardCodedTexts(resolve(import.meta.dirname, '..')), []);
  });
});
