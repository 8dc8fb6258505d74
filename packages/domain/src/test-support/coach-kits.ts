import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import type { UserEquipment } from '../equipment/schema.ts';

/** An item of the default equipment catalogue, as an athlete's equipment names it. */
export type KitItem = UserEquipment;

export interface CoachKit {
  name: string;
  equipment: KitItem[];
}

/** A catalogue item as the athlete stores it (at home, in good order): what a coach request carries. */
const item = (name: string, category: string, subcategory: string): KitItem => ({
  id: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  name,
  category,
  subcategory,
  status: 'Good',
  availability: { always: true, timeRestrictions: [], notes: '' },
  specifications: {},
  imageUrl: '',
  description: '',
  locationIds: ['home'],
});

const MAT = item('Exercise Mat', 'Mobility & Recovery', 'Mats');
const BANDS = item('Resistance Bands', 'Resistance Bands', 'Loop Bands');
const MINI_BANDS = item('Mini Bands', 'Resistance Bands', 'Mini Bands');
const KETTLEBELL = item('Kettlebell', 'Kettlebells', 'Cast Iron');
const KETTLEBELL_SET = item('Kettlebell Set', 'Kettlebells', 'Cast Iron');
const ADJUSTABLE_DUMBBELLS = item('Adjustable Dumbbells', 'Free Weights', 'Dumbbells');
const HEX_DUMBBELLS = item('Hex Dumbbell Set', 'Free Weights', 'Dumbbells');
const FLAT_BENCH = item('Flat Bench', 'Benches', 'Flat Benches');
const ADJUSTABLE_BENCH = item('Adjustable Bench', 'Benches', 'Adjustable Benches');
const PULL_UP_BAR = item('Pull-up Bar', 'Bodyweight', 'Pull-up Bars');
const BARBELL = item('Olympic Barbell', 'Free Weights', 'Barbells');
const PLATES = item('Iron Plates', 'Free Weights', 'Weight Plates');
const RACK = item('Power Rack', 'Racks & Rigs', 'Power Racks');
const SUSPENSION = item('Suspension Trainer', 'Bodyweight', 'Suspension Trainers');
const RINGS = item('Gymnastic Rings', 'Bodyweight', 'Gymnastics');
const TREADMILL = item('Treadmill', 'Cardio', 'Treadmills');
const SMITH = item('Smith Machine', 'Plate-Loaded Machines', 'Smith Machines');
const CABLE = item('Cable Machine', 'Cable Machines', 'Cable Stations');
const CABLE_BAR = item('Lat Pulldown Bar', 'Cable Machines', 'Cable Attachments');
const ROPE = item('Tricep Rope', 'Cable Machines', 'Cable Attachments');
const HANDLES = item('D-Handles', 'Cable Machines', 'Cable Attachments');
/** A commercial gym's selectorised circuit, with its lat pulldown and leg press. */
const MACHINE_CIRCUIT = [
  item('Leg Extension', 'Selectorized Machines', 'Legs'),
  item('Seated Leg Curl', 'Selectorized Machines', 'Legs'),
  item('Hip Abduction/Adduction', 'Selectorized Machines', 'Legs'),
  item('Standing Calf Raise', 'Selectorized Machines', 'Legs'),
  item('Chest Press Machine', 'Selectorized Machines', 'Upper Body'),
  item('Pec Deck / Rear Delt Fly', 'Selectorized Machines', 'Upper Body'),
  item('Shoulder Press Machine', 'Selectorized Machines', 'Upper Body'),
  item('Seated Row Machine', 'Selectorized Machines', 'Upper Body'),
  item('Assisted Pull-up/Dip', 'Selectorized Machines', 'Upper Body'),
  item('Abdominal Crunch Machine', 'Selectorized Machines', 'Core'),
  item('Rotary Torso', 'Selectorized Machines', 'Core'),
  item('Lat Pulldown / Low Row', 'Cable Machines', 'Cable Stations'),
  CABLE_BAR,
  item('45° Leg Press', 'Plate-Loaded Machines', 'Legs'),
];

/**
 * Equipment lists real athletes have, from the default equipment catalogue (issue 16: a coach reviewed the plans
 * over lists like these). Tests run the coach over every kit; the catalogue must give each kit a beginner-level way
 * to train every pattern (exercises/kit-coverage.test.ts).
 */
export const COACH_KITS: readonly CoachKit[] = [
  { name: 'bodyweight only', equipment: [] },
  { name: 'a mat', equipment: [MAT] },
  { name: 'bands only', equipment: [BANDS, MINI_BANDS] },
  { name: 'a kettlebell and bands', equipment: [KETTLEBELL, BANDS] },
  { name: 'a kettlebell', equipment: [KETTLEBELL] },
  { name: 'kettlebells only', equipment: [KETTLEBELL_SET] },
  { name: 'dumbbells only', equipment: [ADJUSTABLE_DUMBBELLS] },
  { name: 'dumbbells and bands', equipment: [ADJUSTABLE_DUMBBELLS, BANDS, MINI_BANDS] },
  { name: 'dumbbells and a bench', equipment: [HEX_DUMBBELLS, ADJUSTABLE_BENCH] },
  { name: 'dumbbells, bench and pull-up bar', equipment: [ADJUSTABLE_DUMBBELLS, FLAT_BENCH, PULL_UP_BAR] },
  // A cable station with what its specification says comes with it: a straight bar, a rope and D-handles.
  { name: 'cable machine only', equipment: [CABLE, CABLE_BAR, ROPE, HANDLES] },
  { name: 'barbell + rack + bench', equipment: [BARBELL, PLATES, RACK, FLAT_BENCH] },
  {
    name: 'barbell + rack + bench + dumbbells',
    equipment: [BARBELL, PLATES, RACK, ADJUSTABLE_BENCH, HEX_DUMBBELLS],
  },
  { name: 'pull-up bar only', equipment: [PULL_UP_BAR] },
  { name: 'pull-up bar and bands', equipment: [PULL_UP_BAR, BANDS] },
  { name: 'suspension trainer', equipment: [SUSPENSION] },
  { name: 'gymnastic rings', equipment: [RINGS] },
  {
    name: 'home gym',
    equipment: [
      RACK,
      BARBELL,
      PLATES,
      ADJUSTABLE_BENCH,
      ADJUSTABLE_DUMBBELLS,
      PULL_UP_BAR,
      BANDS,
      MINI_BANDS,
    ],
  },
  // Dumbbells to about 25 kg (the hex set goes to 50 lb), one cable column with handles and a rope.
  { name: 'hotel gym', equipment: [HEX_DUMBBELLS, ADJUSTABLE_BENCH, TREADMILL, CABLE, HANDLES, ROPE] },
  { name: 'machines only', equipment: MACHINE_CIRCUIT },
  { name: 'Smith machine and dumbbells', equipment: [SMITH, HEX_DUMBBELLS] },
  { name: 'kettlebells and a pull-up bar', equipment: [KETTLEBELL_SET, PULL_UP_BAR] },
  {
    name: 'a full gym',
    equipment: DEFAULT_EQUIPMENT_DATA.equipment.map(({ name, category, subcategory }) =>
      item(name, category, subcategory),
    ),
  },
];
