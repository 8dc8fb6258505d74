import { equipmentNamed } from './coach-arbitraries.ts';

/** Placeholder kits (replaced by the full list). */
export const COACH_KITS = [
  { name: 'bodyweight only', equipment: [] },
  { name: 'bands only', equipment: equipmentNamed('Resistance Bands', 'Mini Bands') },
  { name: 'dumbbells only', equipment: equipmentNamed('Hex Dumbbell Set') },
  { name: 'a kettlebell and bands', equipment: equipmentNamed('Kettlebell', 'Resistance Bands') },
  {
    name: 'cable machine only',
    equipment: equipmentNamed('Cable Machine', 'D-Handles', 'Tricep Rope', 'Lat Pulldown Bar'),
  },
  {
    name: 'barbell + rack + bench',
    equipment: equipmentNamed('Olympic Barbell', 'Power Rack', 'Flat Bench'),
  },
];
