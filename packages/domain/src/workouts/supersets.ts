import * as z from 'zod/mini';
import { requiredText } from '../schemas/free-text.ts';

/**
 * Supersets and circuits: adjacent exercises sharing a `superset` label are done set by set in turn (A1, B1, A2,
 * B2 …) with the rest after each round. Two members make a superset, three or more a circuit. The label only names
 * the group; the rules read which neighbours share one, so labels are rewritten freely ('A', 'B', … in order).
 */
export const SUPERSET_LABEL_MAX = 8;

/** The most exercises in one group: beyond this a round is a workout of its own. */
export const MAX_SUPERSET_MEMBERS = 8;

export const supersetLabelSchema = requiredText(SUPERSET_LABEL_MAX);

export const SUPERSET_MESSAGES = {
  invalidGrouping: `A superset or circuit is 2 to ${MAX_SUPERSET_MEMBERS} adjacent exercises sharing one label`,
} as const;

interface Groupable {
  superset?: string | undefined;
}

/** A run of the list: one exercise alone (no label), or a group's adjacent members; `end` is exclusive. */
export interface SupersetBlock {
  start: number;
  end: number;
  superset?: string;
}

/** Whether the exercise at `index` and the next one share a group. */
function linkedToNext(list: readonly Groupable[], index: number): boolean {
  const label = list[index]?.superset;
  return label !== undefined && list[index + 1]?.superset === label;
}

/** The list as blocks in order: each group's adjacent members together, every other exercise alone. */
export function supersetBlocks(list: readonly Groupable[]): SupersetBlock[] {
  const blocks: SupersetBlock[] = [];
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    if (linkedToNext(list, index)) continue;
    const label = list[start]?.superset;
    const grouped = index > start && label !== undefined;
    blocks.push({ start, end: index + 1, ...(grouped && { superset: label }) });
    start = index + 1;
  }
  return blocks;
}

/** The block holding the exercise at `index`. */
export function supersetBlockOf(list: readonly Groupable[], index: number): SupersetBlock | undefined {
  return supersetBlocks(list).find((block) => index >= block.start && index < block.end);
}

export type SupersetKind = 'superset' | 'circuit';

/** Two members: a superset; three or more: a circuit. */
export function supersetKind(members: number): SupersetKind {
  return members >= 3 ? 'circuit' : 'superset';
}

/** The n-th group's label: A … Z, then AA, AB … (a workout holds far fewer groups than that). */
export function supersetLabel(n: number): string {
  const letter = String.fromCharCode(65 + (n % 26));
  return n < 26 ? letter : `${supersetLabel(Math.floor(n / 26) - 1)}${letter}`;
}

/** Which neighbours are grouped: `links[i]` joins exercise i and i + 1. */
export function supersetLinks(list: readonly Groupable[]): boolean[] {
  return list.slice(0, -1).map((_, index) => linkedToNext(list, index));
}

/**
 * The list with groups as `links` says, labelled A, B, … in order; an exercise in no group has no label. A group
 * longer than the bound is cut after its last allowed member.
 */
export function withSupersetLinks<T extends Groupable>(list: readonly T[], links: readonly boolean[]): T[] {
  let group = -1;
  let members = 0;
  return list.map((exercise, index) => {
    const joinsPrevious = index > 0 && links[index - 1] === true && members < MAX_SUPERSET_MEMBERS;
    const joinsNext = index < list.length - 1 && links[index] === true;
    const { superset: _old, ...rest } = exercise;
    if (joinsPrevious) {
      members += 1;
      return { ...rest, superset: supersetLabel(group) } as T;
    }
    if (joinsNext) {
      group += 1;
      members = 1;
      return { ...rest, superset: supersetLabel(group) } as T;
    }
    members = 0;
    return rest as T;
  });
}

/**
 * Groups as the neighbours' labels say, relabelled A, B, … in order: a lone member loses its label, and one label
 * on two runs apart (after a move or a delete) becomes two groups. What the form saves and the imports store.
 */
export function normaliseSupersets<T extends Groupable>(list: readonly T[]): T[] {
  return withSupersetLinks(list, supersetLinks(list));
}

/** Joins the exercise at `index` with the next one (and so their groups), or parts them when they are joined. */
export function toggleSupersetWithNext<T extends Groupable>(list: readonly T[], index: number): T[] {
  const links = supersetLinks(list);
  if (index < 0 || index >= links.length) return normaliseSupersets(list);
  links[index] = !links[index];
  return withSupersetLinks(list, links);
}

/** Whether the grouping is as stored: no lone member, no label on two runs, no group over the bound. */
export function isSupersetGroupingValid(list: readonly Groupable[]): boolean {
  const seen = new Set<string>();
  for (const block of supersetBlocks(list)) {
    const label = list[block.start]?.superset;
    if (label === undefined) continue;
    const size = block.end - block.start;
    if (size < 2 || size > MAX_SUPERSET_MEMBERS || seen.has(label)) return false;
    seen.add(label);
  }
  return true;
}

/** A group's members are adjacent, two or more: the live session alternates exactly those. */
export const supersetGroupingCheck = z.refine<readonly Groupable[]>(isSupersetGroupingValid, {
  error: SUPERSET_MESSAGES.invalidGrouping,
});
