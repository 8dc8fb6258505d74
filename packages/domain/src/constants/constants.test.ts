import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, FUNCTION_TIMEOUT_MS, LIMITS } from './limits.ts';
import { PRODUCT_NAME } from './product.ts';
import { ROUTES } from './routes.ts';

describe('shared constants (spec §7, §9)', () => {
  it('function timeout 70 s, region us-central1 (spec §7, §9)', () => {
    expect(FUNCTION_TIMEOUT_MS).toBe(70_000);
    expect(DEFAULT_REGION).toBe('us-central1');
  });
  it('names and emails are bounded where identity enters', () => {
    expect(LIMITS.name).toBe(120);
    expect(LIMITS.email).toBe(320);
  });
  it('the product is Liftwise', () => {
    expect(PRODUCT_NAME).toBe('Liftwise');
  });
});

describe('routes (spec §2)', () => {
  it('builds the parameterised routes of the route table', () => {
    expect(ROUTES.copyWorkout('w1')).toBe('/workouts/create?copyFrom=w1');
    expect(ROUTES.editWorkout('w1')).toBe('/workouts/edit/w1');
    expect(ROUTES.startWorkout('w1')).toBe('/workouts/start/w1');
    expect(ROUTES.viewWorkout('w1')).toBe('/workouts/view/w1');
    expect(ROUTES.editGoal('g 1')).toBe('/goals/edit/g%201');
    expect(ROUTES.planReview('p1')).toBe('/strength-plan-review?planId=p1');
    expect(ROUTES.equipmentImageProcessor).toBe('/equipment-image-processor');
  });
});
