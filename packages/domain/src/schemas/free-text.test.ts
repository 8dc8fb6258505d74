import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { itemImageUrlSchema } from '../equipment/item-photo.ts';
import * as domain from '../index.ts';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { calendarDateSchema, idSchema, instantSchema, timeOfDaySchema } from './common.ts';
import {
  fieldLabel,
  multiLineCheck,
  multilineText,
  normaliseMultiLine,
  normaliseSingleLine,
  requiredText,
  singleLineCheck,
  text,
} from './free-text.ts';

const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDCAA';

describe('free text', () => {
  it('makes one line: NFC, breaks and tabs as spaces, other C0/C1 controls and DEL gone', () => {
    expect(normaliseSingleLine('Home\u0000')).toBe('Home');
    expect(normaliseSingleLine('Cafe\u0301')).toBe('Café');
    expect(normaliseSingleLine('a\r\nb\nc\td\u2028e\u0085f')).toBe('a b c d e f');
    expect(normaliseSingleLine('x\u0007\u001b\u007f\u0080\u009fy')).toBe('xy');
    // Letters, emoji (a surrogate pair) and joiners are text, not controls.
    expect(normaliseSingleLine('Crème 💪🏽 👩‍👩‍👧')).toBe('Crème 💪🏽 👩‍👩‍👧');
  });

  it('keeps lines: every break LF, tabs kept, other controls gone', () => {
    expect(normaliseMultiLine('one\r\ntwo\rthree\u2029four\tend\u0000')).toBe('one\ntwo\nthree\nfour\tend');
  });

  it('a schema stores the normalised text and bounds it as stored', () => {
    expect(requiredText(10).parse('  Home\u0000 ')).toBe('Home');
    expect(text(10).parse('kg\n')).toBe('kg');
    expect(multilineText(20).parse('a\r\nb\u0000')).toBe('a\nb');
    expect(requiredText(4).safeParse('Home\u0000\u0000').success).toBe(true);
    expect(requiredText(5, 'Name is required').safeParse('\u0000\n').error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });

  it('refuses half a surrogate pair, naming the field, and takes a whole pair', () => {
    const schema = z.object({ equipment: z.array(z.object({ currentInjuries: multilineText(50) })) });
    for (const broken of [`knee ${LONE_HIGH}`, `${LONE_LOW}knee`, `${LONE_LOW}${LONE_HIGH}`]) {
      const issues = schema.safeParse({ equipment: [{ currentInjuries: broken }] }).error?.issues;
      expect(issues).toEqual([
        expect.objectContaining({
          path: ['equipment', 0, 'currentInjuries'],
          message:
            'Current injuries contains an invalid character (a broken emoji or symbol). Please retype it.',
        }),
      ]);
    }
    expect(schema.parse({ equipment: [{ currentInjuries: 'knee 💪' }] })).toEqual({
      equipment: [{ currentInjuries: 'knee 💪' }],
    });
  });

  it('labels a field by its last named path segment', () => {
    expect(fieldLabel(['workout', 'exercises', 2, 'notes'])).toBe('Notes');
    expect(fieldLabel(['programData', 'recovery', 'otherActivities'])).toBe('Other activities');
    expect(fieldLabel([])).toBe('This text');
  });
});

/**
 * Strings that are not free text: ids, dates, instants, times, time zones, an item's photo address.
 */
const STRUCTURED = new Set<z.core.$ZodType>([
  idSchema,
  calendarDateSchema,
  instantSchema,
  timeOfDaySchema,
  timeZoneSchema,
  itemImageUrlSchema,
]);
/** Texts a rule reads as something else: the Complete Set dialog's weight and effort are number fields. */
const NOT_TEXT = new Set(['setFormSchema.actualWeight', 'setFormSchema.rpe']);

function isFreeText(schema: z.core.$ZodType): boolean {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  return checks.includes(singleLineCheck) || checks.includes(multiLineCheck);
}

function isStructured(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { format?: string; checks?: { _zod: { def: { check: string } } }[] };
  if (STRUCTURED.has(schema) || def.format) return true;
  // A pattern (e.g. a time zone name) or a closed set decides the text, not the athlete.
  return (def.checks ?? []).some((check) => check._zod.def.check === 'string_format');
}

/**
 * Every string a schema takes, with where it is, except those that are not free text; a pipe into a format (a
 * goal's target date) counts as that format.
 */
function unnormalisedStrings(
  schema: z.core.$ZodType,
  path: string,
  seen = new Set<z.core.$ZodType>(),
): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: string) => unnormalisedStrings(inner as z.core.$ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return isFreeText(schema) || isStructured(schema) || NOT_TEXT.has(path) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => walk(option, path));
    case 'pipe': {
      const out = def.out as z.core.$ZodType;
      if (out._zod.def.type === 'string' && isStructured(out)) return [];
      return [...walk(def.in, path), ...walk(out, path)];
    }
    case 'lazy':
      return walk((def.getter as () => z.core.$ZodType)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

describe('every schema of the domain', () => {
  const schemas = Object.entries(domain as Record<string, unknown>).filter(
    (entry): entry is [string, z.core.$ZodType] => entry[1] instanceof z.core.$ZodType,
  );

  it('finds the schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'equipmentInputSchema',
        'addEquipmentLocationInputSchema',
        'goalDataSchema',
        'workoutInputSchema',
        'saveCompletedWorkoutInputSchema',
        'programDataSchema',
        'generateWorkoutInputSchema',
        'generatedPlanSchema',
        'equipmentImageResultSchema',
      ]),
    );
  });

  it('takes every free text through the normalising helpers (schemas/free-text.ts)', () => {
    const missed = schemas.flatMap(([name, schema]) => unnormalisedStrings(schema, name));
    expect(missed).toEqual([]);
  });
});
