import { expect, it } from 'vitest';
import { SHIPPED_EXERCISE_IDS } from '../test-support/shipped-exercise-ids.ts';
import { slugOf } from './catalogue/row.ts';
import { EXERCISE_CATALOGUE } from './catalogue.ts';

// Rows derive most ids from their names, so renaming an exercise would change its id: the shipped
// list is what catches that (give the row its old id explicitly instead).
it('keeps every exercise id it has shipped, and lists each new one', () => {
  expect(EXERCISE_CATALOGUE.map((entry) => entry.id).sort()).toEqual(SHIPPED_EXERCISE_IDS);
});

it("derives an id from a name as the catalogue's slugs are written: lower case, words joined by hyphens", () => {
  expect(slugOf('Barbell Curl')).toBe('barbell-curl');
  expect(slugOf('EZ-Bar Curl')).toBe('ez-bar-curl');
  expect(slugOf("Farmer's Walk")).toBe('farmers-walk');
  expect(slugOf('Pull-Up (Weighted)')).toBe('pull-up-weighted');
});
