import { EXERCISE_CATALOGUE, type UserEquipment } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { exercisesAllowedBy } from './allowed-exercises.ts';

function named(name: string): UserEquipment {
  return {
    id: name,
    name,
    category: 'Free Weights',
    subcategory: 'Barbells',
    status: 'Good',
    availability: { always: true, timeRestrictions: [], notes: '' },
    specifications: {},
    imageUrl: '',
    description: '',
    locationIds: ['home'],
  };
}

describe('the exercises equipment allows', () => {
  it('are the bodyweight ones when the athlete has nothing', () => {
    const allowed = exercisesAllowedBy([], EXERCISE_CATALOGUE);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.every((entry) => entry.equipment.length === 0)).toBe(true);
  });

  it('need every piece of their equipment, matched whatever the case and spacing of a typed name', () => {
    const names = (equipment: UserEquipment[]) =>
      exercisesAllowedBy(equipment, EXERCISE_CATALOGUE).map((entry) => entry.name);
    expect(names([named('olympic  barbell')])).not.toContain('Back Squat');
    expect(names([named('olympic  barbell'), named('POWER RACK')])).toContain('Back Squat');
  });
});
