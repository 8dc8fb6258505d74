import type { UserEquipment } from '@liftwise/domain';

/**
 * What the athlete wrote, as it goes into a model's prompt: quoted, and bounded. An athlete keeps up to
 * 1,000 items with 120-character names; listed whole, that was a 374 KB prompt, sent up to four times per call.
 * The exercises the equipment allows are computed from every item (model-prompts.ts), so the list below is context, and
 * the first items of it are enough.
 */

/** Items listed in a prompt at most; the rest are counted. */
export const PROMPT_EQUIPMENT_ITEMS = 40;
/** Characters of an item's name, and of its category and subcategory, in a prompt. */
export const PROMPT_NAME_CHARS = 60;
/**
 * No prompt is longer (about 10k tokens): every exercise of the catalogue, the athlete's longest answers and the
 * list above fit (a full gym's plan prompt is about 30 KB); prompts.test.ts holds every prompt to it with the longest
 * input the schemas take.
 */
export const MAX_PROMPT_CHARS = 40_000;

/** At most `max` characters (code points: an emoji is not cut in half), an ellipsis saying it was cut. */
export function shortened(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

/**
 * The athlete's text as one JSON string, as their workout prompt always went: a line break or a quote inside stays
 * inside the quotes, so a name cannot forge a line of the prompt ('SYSTEM: …').
 */
export function quoted(text: string, max?: number): string {
  return JSON.stringify(max === undefined ? text : shortened(text, max));
}

/**
 * The items a prompt lists: each name once, the items always at hand before those of limited availability, at most
 * PROMPT_EQUIPMENT_ITEMS of them, and a last line counting the rest.
 */
export function equipmentLines(equipment: readonly UserEquipment[]): string[] {
  const seen = new Set<string>();
  const distinct = equipment.filter((item) => {
    const key = item.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ordered = [
    ...distinct.filter((item) => item.availability.always),
    ...distinct.filter((item) => !item.availability.always),
  ];
  const lines = ordered
    .slice(0, PROMPT_EQUIPMENT_ITEMS)
    .map(
      (item) =>
        `- ${quoted(item.name, PROMPT_NAME_CHARS)} (${quoted(item.category, PROMPT_NAME_CHARS)} / ${quoted(
          item.subcategory,
          PROMPT_NAME_CHARS,
        )})`,
    );
  const more = ordered.length - lines.length;
  return more > 0 ? [...lines, `- and ${more} more items not listed`] : lines;
}
