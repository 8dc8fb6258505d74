import type { EquipmentCategory } from '../schema.ts';

/** The catalogue's categories, in the order the add form lists them. */
export const CATALOGUE_CATEGORIES: EquipmentCategory[] = [
  { name: 'Free Weights', subcategories: ['Barbells', 'Dumbbells', 'Weight Plates', 'Fixed Bars'] },
  { name: 'Kettlebells', subcategories: ['Cast Iron', 'Competition', 'Adjustable'] },
  { name: 'Specialty Bars', subcategories: ['Squat Bars', 'Deadlift Bars', 'Pressing Bars', 'Curl Bars'] },
  { name: 'Benches', subcategories: ['Flat Benches', 'Adjustable Benches', 'Specialty Benches'] },
  {
    name: 'Racks & Rigs',
    subcategories: ['Power Racks', 'Half Racks', 'Squat Stands', 'Rigs', 'Attachments'],
  },
  { name: 'Plate-Loaded Machines', subcategories: ['Legs', 'Chest & Shoulders', 'Back', 'Smith Machines'] },
  { name: 'Selectorized Machines', subcategories: ['Legs', 'Upper Body', 'Core'] },
  { name: 'Cable Machines', subcategories: ['Functional Trainers', 'Cable Stations', 'Cable Attachments'] },
  {
    name: 'Cardio',
    subcategories: ['Treadmills', 'Bikes', 'Rowers', 'Ellipticals', 'Stair Climbers', 'Ski Ergs'],
  },
  {
    name: 'Bodyweight',
    subcategories: ['Pull-up Bars', 'Dip Stations', 'Gymnastics', 'Suspension Trainers', 'Plyometrics'],
  },
  { name: 'Core', subcategories: ['Ab Wheels', 'Stability Balls', 'Back Extension'] },
  { name: 'Resistance Bands', subcategories: ['Loop Bands', 'Tube Bands', 'Mini Bands'] },
  { name: 'Conditioning', subcategories: ['Sleds', 'Ropes', 'Medicine Balls', 'Sandbags', 'Strongman'] },
  { name: 'Mobility & Recovery', subcategories: ['Foam Rollers', 'Massage Tools', 'Mats', 'Stretching'] },
  { name: 'Accessories', subcategories: ['Lifting Gear', 'Flooring', 'Collars & Storage', 'Grip'] },
];
