/**
 * `node --test scripts/import-boundaries.test.ts` (part of `npm test`): the zones refuse what they should at any
 * depth, and the repository crosses none of them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { areaCycles, crossings, DOMAIN_LAYERS, importsOf, sourceFiles } from './import-boundaries.ts';

const refused = (file: string, source: string) => crossings(file, source).length > 0;

describe('import boundaries', () => {
  it('reads imports, exports-from, type imports, dynamic and bare imports with the names they take', () => {
    const found = importsOf(`
      import { a, type B as C } from './x.ts';
      import type { AppRouter } from '@liftwise/trpc';
      import D, { e } from 'lib';
      import * as z from 'zod';
      export * from '../y.ts';
      import './styles.css';
      const lazy = () => import('../z.ts');
    `);
    assert.deepEqual(found, [
      { source: './x.ts', names: ['a', 'B'] },
      { source: '@liftwise/trpc', names: ['AppRouter'] },
      { source: 'lib', names: ['default', 'e'] },
      { source: 'zod', names: undefined },
      { source: '../y.ts', names: undefined },
      { source: '../z.ts', names: undefined },
      { source: './styles.css', names: undefined },
    ]);
  });

  it('keeps a web feature out of another feature at any folder depth (biome spelled five depths)', () => {
    for (let depth = 0; depth < 7; depth++) {
      const folders = Array.from({ length: depth }, (_, i) => `f${i}`);
      const file = ['apps/web/src/features/goals', ...folders, 'page.tsx'].join('/');
      assert.equal(
        refused(file, "import { x } from '#web/features/workouts/api.ts';"),
        true,
        `depth ${depth}`,
      );
      assert.equal(
        refused(file, "import { x } from '#web/features/goals/api.ts';"),
        false,
        `own feature, depth ${depth}`,
      );
      assert.equal(refused(file, "import { x } from '#web/components/card.tsx';"), false);
    }
    // One folder up names a sibling feature just the same.
    assert.equal(
      refused('apps/web/src/features/goals/page.tsx', "import { x } from '../workouts/api.ts';"),
      true,
    );
  });

  it('names a web file further than one folder up from the app root (#web/…), never by climbing', () => {
    const file = 'apps/web/src/features/goals/form/page.tsx';
    assert.match(
      crossings(file, "import { x } from '../../../lib/api.ts';")[0] ?? '',
      /climbs at most one folder/,
    );
    assert.equal(refused(file, "import { x } from '#web/lib/api.ts';"), false);
    assert.equal(refused(file, "import { x } from '../api.ts';"), false);
    // Other packages are not held to it.
    assert.equal(refused('apps/api/src/auth/pages.ts', "import { x } from '../../bench/x.ts';"), false);
  });

  it('keeps server code out of the browser, but for the router types', () => {
    const file = 'apps/web/src/lib/trpc.ts';
    assert.equal(refused(file, "import { createDb } from '@liftwise/db';"), true);
    assert.equal(refused(file, "import { appRouter } from '@liftwise/trpc';"), true);
    assert.equal(refused(file, "import x from '@liftwise/trpc/src/root.ts';"), true);
    assert.equal(refused(file, "import x from '../../../../packages/db/src/index.ts';"), true);
    assert.equal(refused(file, "import type { AppRouter, RouterOutputs } from '@liftwise/trpc';"), false);
  });

  it('keeps the domain pure, its shared folders free of areas, and each package below the ones that use it', () => {
    assert.equal(refused('packages/domain/src/goals/rules.ts', "import * as z from 'zod/mini';"), false);
    assert.equal(
      refused('packages/domain/src/goals/rules.ts', "import { readFileSync } from 'node:fs';"),
      true,
    );
    assert.equal(refused('packages/domain/src/goals/rules.ts', "import { it } from 'vitest';"), true);
    assert.equal(
      refused('packages/domain/src/data-transfer/csv-read.ts', "import Papa from 'papaparse';"),
      false,
    );
    assert.equal(refused('packages/domain/src/goals/rules.test.ts', "import { it } from 'vitest';"), false);
    assert.equal(
      refused('packages/domain/src/goals/rules.ts', "import x from '../../../db/src/index.ts';"),
      true,
    );
    assert.equal(
      refused('packages/domain/src/dates/today.ts', "import { x } from '../goals/rules.ts';"),
      true,
    );
    assert.equal(
      refused('packages/domain/src/dates/today.ts', "import { x } from '../schemas/text.ts';"),
      false,
    );
    assert.equal(refused('packages/db/src/index.ts', "import { x } from '@liftwise/trpc';"), true);
    assert.equal(refused('packages/trpc/src/root.ts', "import { x } from '@liftwise/api';"), true);
    assert.equal(refused('packages/trpc/src/root.ts', "import { x } from '@liftwise/db';"), false);
  });

  it('keeps each domain area to its layer and below, naming the file and the import', () => {
    const upward = crossings(
      'packages/domain/src/workouts/form.ts',
      "import { x } from '../coach/generated-plan.ts';",
    );
    assert.equal(upward.length, 1);
    assert.match(
      upward[0] ?? '',
      /^packages\/domain\/src\/workouts\/form\.ts: '\.\.\/coach\/generated-plan\.ts': .*'workouts'.*'coach'/,
    );
    // Downward, within the area, within a layer, and from a test: allowed.
    assert.equal(
      refused('packages/domain/src/coach/generated-plan.ts', "import { x } from '../workouts/form.ts';"),
      false,
    );
    assert.equal(
      refused('packages/domain/src/coach/generated-plan.ts', "import { x } from './training-days.ts';"),
      false,
    );
    assert.equal(
      refused('packages/domain/src/coach/generated-plan.ts', "import { x } from '../live-session/rest.ts';"),
      false,
    );
    assert.equal(
      refused('packages/domain/src/workouts/form.test.ts', "import { x } from '../coach/generated-plan.ts';"),
      false,
    );
    // A folder of a deeper area file climbs the same way.
    assert.equal(
      refused(
        'packages/domain/src/exercises/catalogue/legs.ts',
        "import { x } from '../../records/last-time.ts';",
      ),
      true,
    );
    // An area with no layer is named, so a new folder gets one.
    assert.match(
      crossings('packages/domain/src/workouts/form.ts', "import { x } from '../novel/thing.ts';")[0] ?? '',
      /'novel' has no layer/,
    );
    const listed = DOMAIN_LAYERS.flatMap((layer) => layer.areas);
    assert.equal(new Set(listed).size, listed.length, 'an area sits in one layer');
  });

  it('finds a loop between domain areas, even through a third, and names the imports that close it', () => {
    const src = 'packages/domain/src';
    const loop = areaCycles([
      { file: `${src}/live-session/rest.ts`, source: "import { x } from '../records/next-step.ts';" },
      { file: `${src}/records/next-step.ts`, source: "import { y } from '../plates/plate-solver.ts';" },
      { file: `${src}/plates/plate-solver.ts`, source: "import { z } from '../live-session/limits.ts';" },
      { file: `${src}/plates/inventory.ts`, source: "import { w } from '../units/weight.ts';" },
      {
        file: `${src}/plates/plate-solver.test.ts`,
        source: "import { t } from '../coach/generated-plan.ts';",
      },
    ]);
    assert.equal(loop.length, 1);
    assert.match(loop[0] ?? '', /\(live-session, plates, records\)/);
    assert.match(loop[0] ?? '', /live-session\/rest\.ts: '\.\.\/records\/next-step\.ts'/);
    assert.match(loop[0] ?? '', /plates\/plate-solver\.ts: '\.\.\/live-session\/limits\.ts'/);
    assert.doesNotMatch(loop[0] ?? '', /units|coach/);
    // Two areas of one layer that import each other are a loop too.
    const pair = areaCycles([
      { file: `${src}/workouts/upcoming.ts`, source: "import { x } from '../recurrence/occurrences.ts';" },
      { file: `${src}/recurrence/occurrences.ts`, source: "import { y } from '../workouts/upcoming.ts';" },
    ]);
    assert.equal(pair.length, 1);
    assert.match(pair[0] ?? '', /\(recurrence, workouts\)/);
    assert.deepEqual(
      areaCycles([
        { file: `${src}/workouts/upcoming.ts`, source: "import { x } from '../recurrence/occurrences.ts';" },
      ]),
      [],
    );
  });

  it('takes zod as a namespace on the server, so the Worker bundle can shake it', () => {
    assert.equal(refused('packages/domain/src/goals/schema.ts', "import { z } from 'zod';"), true);
    assert.equal(refused('apps/api/src/env.ts', "import z from 'zod';"), true);
    assert.equal(refused('packages/db/src/index.ts', "import * as z from 'zod/mini';"), false);
    assert.equal(refused('packages/db/src/index.ts', "import { z } from 'zod/mini';"), true);
  });

  it('validates with zod/mini on the server; classic zod only in tests and the browser', () => {
    assert.equal(refused('packages/domain/src/goals/schema.ts', "import * as z from 'zod';"), true);
    assert.equal(refused('apps/api/src/env.ts', "import * as z from 'zod';"), true);
    assert.equal(refused('packages/trpc/src/trpc.ts', "import { $ZodError } from 'zod/v4/core';"), false);
    assert.equal(refused('packages/trpc/src/errors.test.ts', "import * as z from 'zod';"), false);
    assert.equal(refused('apps/web/src/features/profile/form.ts', "import * as z from 'zod';"), false);
  });

  it("keeps the whole text and failure catalogues out of the web app's screens", () => {
    const screen = 'apps/web/src/features/goals/goals-page.tsx';
    for (const name of ['SCREEN_TEXT', 'TOASTS', 'SUCCESS_TOASTS', 'failureToast', 'FAILURE_MESSAGES'])
      assert.equal(refused(screen, `import { ${name}, ROUTES } from '@liftwise/domain';`), true, name);
    assert.equal(refused(screen, "import { GOAL_SCREEN_TEXT, GOAL_TOASTS } from '@liftwise/domain';"), false);
    // The one module the app loads after the first paint, and tests, read the catalogue.
    assert.equal(
      refused('apps/web/src/lib/failure-messages.ts', "export { failureToast } from '@liftwise/domain';"),
      false,
    );
    assert.equal(
      refused('apps/web/src/features/goals/goals.test.ts', "import { TOASTS } from '@liftwise/domain';"),
      false,
    );
  });

  it('finds no crossing and no loop between domain areas in the repository', () => {
    const root = resolve(import.meta.dirname, '..');
    const sources = sourceFiles(root).map((file) => ({
      file,
      source: readFileSync(join(root, file), 'utf8'),
    }));
    assert.ok(sources.length > 100);
    assert.deepEqual(
      sources.flatMap(({ file, source }) => crossings(file, source)),
      [],
    );
    assert.deepEqual(areaCycles(sources), []);
  });
});
