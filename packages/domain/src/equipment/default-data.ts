import type { DefaultEquipmentData } from './schema.ts';

/**
 * The catalogue the server seeds when getDefaultEquipment finds none (spec §7 initializeDefaultEquipment). The spec
 * shows the shape, not the content; this is a starting set the athlete picks categories from.
 */
export const DEFAULT_EQUIPMENT_DATA: DefaultEquipmentData = {
  categories: [
    { name: 'Free Weights', subcategories: ['Barbells', 'Dumbbells', 'Kettlebells', 'Weight Plates'] },
    { name: 'Racks & Benches', subcategories: ['Power Racks', 'Squat Stands', 'Benches'] },
    { name: 'Machines', subcategories: ['Cable Machines', 'Plate-Loaded', 'Selectorized', 'Smith Machines'] },
    { name: 'Cardio', subcategories: ['Treadmills', 'Bikes', 'Rowers', 'Ellipticals'] },
    { name: 'Bodyweight', subcategories: ['Pull-up Bars', 'Dip Stations', 'Rings', 'Suspension Trainers'] },
    { name: 'Accessories', subcategories: ['Resistance Bands', 'Mats', 'Foam Rollers', 'Medicine Balls'] },
  ],
  equipment: [
    { id: 'olympic-barbell', name: 'Olympic Barbell', category: 'Free Weights', subcategory: 'Barbells' },
    {
      id: 'adjustable-dumbbells',
      name: 'Adjustable Dumbbells',
      category: 'Free Weights',
      subcategory: 'Dumbbells',
    },
    { id: 'kettlebell', name: 'Kettlebell', category: 'Free Weights', subcategory: 'Kettlebells' },
    { id: 'power-rack', name: 'Power Rack', category: 'Racks & Benches', subcategory: 'Power Racks' },
    { id: 'adjustable-bench', name: 'Adjustable Bench', category: 'Racks & Benches', subcategory: 'Benches' },
    { id: 'cable-machine', name: 'Cable Machine', category: 'Machines', subcategory: 'Cable Machines' },
    { id: 'treadmill', name: 'Treadmill', category: 'Cardio', subcategory: 'Treadmills' },
    { id: 'rowing-machine', name: 'Rowing Machine', category: 'Cardio', subcategory: 'Rowers' },
    { id: 'pull-up-bar', name: 'Pull-up Bar', category: 'Bodyweight', subcategory: 'Pull-up Bars' },
    {
      id: 'resistance-bands',
      name: 'Resistance Bands',
      category: 'Accessories',
      subcategory: 'Resistance Bands',
    },
  ],
};
