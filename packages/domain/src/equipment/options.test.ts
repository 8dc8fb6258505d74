import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_OPTIONS,
  DEFAULT_AVAILABILITY,
  DEFAULT_EQUIPMENT_STATUS,
  EQUIPMENT_STATUS_OPTIONS,
  EQUIPMENT_STATUSES,
} from './options.ts';

describe('equipment options (spec §4)', () => {
  it('equipment status options with Excellent default; the list also knows Poor (spec §4)', () => {
    expect(EQUIPMENT_STATUS_OPTIONS).toEqual(['Excellent', 'Good', 'Fair', 'Needs Repair']);
    expect(DEFAULT_EQUIPMENT_STATUS).toBe('Excellent');
    expect(EQUIPMENT_STATUSES).toContain('Poor');
    expect(AVAILABILITY_OPTIONS).toEqual([
      'Always Available',
      'Limited Availability',
      'Out of Service',
      'Reserved',
    ]);
    expect(DEFAULT_AVAILABILITY).toBe('Always Available');
  });
});
