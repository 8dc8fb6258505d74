import { describe, expect, it } from 'vitest';
import {
  filledFields,
  profileFormSchema,
  toFormValues,
  toProfileFields,
  validBirthYear,
} from './profile-form-schema.ts';

const YEAR = 2025;

describe('profileFormSchema', () => {
  const schema = profileFormSchema(YEAR);

  it('accepts an empty form, since both fields are optional', () => {
    expect(schema.safeParse({ sex: '', birthYear: '' }).success).toBe(true);
  });

  it.each(['1900', '1990', '2025', ' 1984 '])('accepts the birth year %j', (birthYear) => {
    expect(schema.safeParse({ sex: 'Female', birthYear }).success).toBe(true);
  });

  it.each(['1899', '2026', '19.5', 'abc', '1e3', '-1990'])(
    'rejects the birth year %j with the spec message',
    (birthYear) => {
      const result = schema.safeParse({ sex: 'Male', birthYear });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid birth year');
    },
  );

  it('rejects a sex outside the options', () => {
    expect(schema.safeParse({ sex: 'Robot', birthYear: '' }).success).toBe(false);
  });
});

describe('form values and saved fields', () => {
  it('round-trips a stored profile', () => {
    const values = toFormValues({ sex: 'Other', birthYear: 1970 });
    expect(values).toEqual({ sex: 'Other', birthYear: '1970' });
    expect(toProfileFields(values)).toEqual({ sex: 'Other', birthYear: 1970 });
  });

  it('reads an absent profile as an empty form', () => {
    expect(toFormValues(null)).toEqual({ sex: '', birthYear: '' });
  });

  it('leaves unfilled fields out of a first save', () => {
    expect(filledFields({ sex: null, birthYear: 1990 })).toEqual({ birthYear: 1990 });
    expect(filledFields({ sex: 'Male', birthYear: null })).toEqual({ sex: 'Male' });
  });

  it('only reports a birth year that passes the rule', () => {
    expect(validBirthYear('1990', YEAR)).toBe(1990);
    expect(validBirthYear('1800', YEAR)).toBeNull();
    expect(validBirthYear('', YEAR)).toBeNull();
  });
});
