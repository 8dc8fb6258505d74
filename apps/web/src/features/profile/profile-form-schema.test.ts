import { describe, expect, it } from 'vitest';
import { profileFormSchema, toFormValues } from './profile-form-schema.ts';

const YEAR = 2025;

describe('profileFormSchema', () => {
  const schema = profileFormSchema(YEAR);

  it('turns an empty form into profileData with no fields, since both are optional', () => {
    expect(schema.parse({ sex: '', birthYear: '', weightUnit: 'kg' })).toEqual({ weightUnit: 'kg' });
    expect(schema.parse({ sex: '', birthYear: '  ', weightUnit: 'lb' })).toEqual({ weightUnit: 'lb' });
  });

  it.each([
    ['1900', 1900],
    ['2025', 2025],
    [' 1984 ', 1984],
  ])('accepts the birth year %j as %d', (birthYear, year) => {
    expect(schema.parse({ sex: 'Female', birthYear, weightUnit: 'kg' })).toEqual({
      sex: 'Female',
      birthYear: year,
      weightUnit: 'kg',
    });
  });

  it.each(['1899', '2026', '19.5', 'abc', '1e3', '-1990'])(
    'rejects the birth year %j with the spec message',
    (birthYear) => {
      const result = schema.safeParse({ sex: 'Male', birthYear, weightUnit: 'kg' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid birth year');
    },
  );

  it('rejects a sex outside the options', () => {
    expect(schema.safeParse({ sex: 'Robot', birthYear: '', weightUnit: 'kg' }).success).toBe(false);
  });

  it('rejects a weight unit other than kg and lb', () => {
    expect(schema.safeParse({ sex: '', birthYear: '', weightUnit: 'stone' }).success).toBe(false);
  });
});

describe('toFormValues', () => {
  it('shows a stored profile, and the form it gives parses back to the same fields', () => {
    const values = toFormValues(
      {
        userId: 'u1',
        email: 'a@example.test',
        displayName: 'A',
        sex: 'Other',
        birthYear: 1970,
        weightUnit: 'kg',
        updatedAt: '2025-01-01T00:00:00.000Z',
      },
      'lb',
    );
    expect(values).toEqual({ sex: 'Other', birthYear: '1970', weightUnit: 'kg' });
    expect(profileFormSchema(YEAR).parse(values)).toEqual({
      sex: 'Other',
      birthYear: 1970,
      weightUnit: 'kg',
    });
  });

  it("shows an absent profile, or unset fields, as empty controls, the unit as the browser's suggestion", () => {
    expect(toFormValues(null, 'kg')).toEqual({ sex: '', birthYear: '', weightUnit: 'kg' });
  });
});
