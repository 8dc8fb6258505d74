import { describe, expect, it } from 'vitest';
import { EXERCISES_SCREEN_TEXT } from './text.ts';

const PAGE = EXERCISES_SCREEN_TEXT.exercisePage;
const CATALOGUE = EXERCISES_SCREEN_TEXT.exerciseCatalogue;

describe("the exercise pages' words", () => {
  it('reads a set as weight × reps @ RPE, and a set without weight as its reps only', () => {
    expect(PAGE.set(132.5, 'kg', '5', 8)).toBe('132.5 kg × 5 @ RPE 8');
    expect(PAGE.set(292.06, 'lb', '5')).toBe('292.1 lbs × 5');
    expect(PAGE.set(undefined, 'kg', '12', 7.5)).toBe('× 12 @ RPE 7.5');
    expect(PAGE.setOn(PAGE.weight(100, 'kg'), PAGE.day('2026-03-02'))).toBe('100 kg · Mon, Mar 2, 2026');
  });

  it('counts sessions and exercises as a reader says them', () => {
    expect(PAGE.sessionsCount(1)).toBe('1 session');
    expect(PAGE.sessionsCount(1370)).toBe('1,370 sessions');
    expect(PAGE.truncated(1500)).toBe('From your latest 1,500 sessions of it.');
    expect(CATALOGUE.found(365, 365)).toBe('365 exercises');
    expect(CATALOGUE.found(12, 365)).toBe('12 of 365 exercises');
  });

  it('gives volume and the estimated max whole, in the unit asked', () => {
    expect(PAGE.sessionVolume(4381.6, 'lb')).toBe('Volume 4,382 lbs');
    expect(PAGE.weeklyVolume('kg')).toBe('Volume per week (kg)');
    expect(PAGE.estimatedMax(154.6, 'kg')).toBe('≈ 155 kg 1RM');
    expect(PAGE.linkLabel('Bench Press')).toBe('Bench Press: how to do it and your history');
  });
});
