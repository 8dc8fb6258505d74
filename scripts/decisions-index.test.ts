/**
 * `node --test scripts/decisions-index.test.ts` (part of `npm test`): the index of decision records reads titles and
 * status lines as the records write them, and docs/decisions/README.md is the index of the records on disk.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  INDEX_FILE,
  readRecord,
  readRecords,
  renderIndex,
  replaces,
  supersededBy,
} from './decisions-index.ts';

describe('decision records index', () => {
  it('reads both title styles and the status line', () => {
    assert.deepEqual(
      readRecord(
        '0012-x.md',
        '# 12. Prepared statements\n\nDate: 2026-11-22 · Status: superseded by 0023 (why)\n',
      ),
      { number: 12, file: '0012-x.md', title: 'Prepared statements', status: 'superseded by 0023 (why)' },
    );
    assert.equal(
      readRecord('0019-y.md', '# 0019 — The coach standard\n\n## Context\n').title,
      'The coach standard',
    );
    assert.equal(readRecord('0019-y.md', '# 0019 — The coach standard\n').status, 'accepted');
  });

  it('names the records that replace one and those a record replaces', () => {
    assert.deepEqual(supersededBy('partly superseded by 0056 and 0057; see 0001'), [56, 57]);
    assert.deepEqual(
      supersededBy('accepted; the budget superseded by 0059; the patches superseded by 0053'),
      [59, 53],
    );
    assert.deepEqual(supersededBy('accepted'), []);
    assert.deepEqual(
      replaces('accepted; supersedes the 150,000 B budget of 0015, 0020 and 0033'),
      [15, 20, 33],
    );
    assert.deepEqual(replaces("accepted; amends 0036's Events"), [36]);
  });

  it('links an earlier record to a later one from either side', () => {
    const index = renderIndex([
      { number: 1, file: '0001-a.md', title: 'A', status: 'superseded by 0003' },
      { number: 2, file: '0002-b.md', title: 'B', status: 'accepted' },
      { number: 3, file: '0003-c.md', title: 'C', status: 'accepted; amends 0002' },
    ]);
    assert.match(index, /\| 0001 \| \[A\]\(0001-a\.md\) \| superseded by 0003 \| \[0003\]\(0003-c\.md\) \|/);
    assert.match(index, /\| 0002 \| \[B\]\(0002-b\.md\) \| accepted \| \[0003\]\(0003-c\.md\) \|/);
    assert.match(index, /\| 0003 \| \[C\]\(0003-c\.md\) \| accepted; amends 0002 \| — \|/);
  });

  it('docs/decisions/README.md lists every record as it stands (run `node scripts/decisions-index.ts`)', () => {
    assert.equal(readFileSync(INDEX_FILE, 'utf8'), renderIndex(readRecords()));
  });
});
