import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import type { UserEquipment } from '../equipment/schema.ts';
import { userItem } from './coach-arbitraries.ts';

/** An item of the default equipment catalogue, as an athlete's equipment names it. */
export type KitItem = UserEquipment;

export interface CoachKit {
  name: string;
  equipment: KitItem[];
}

/**
 * A default-catalogue item by name, as the athlete stores it (at home, in good order): what a coach request carries.
 * Its category and subcategory are the catalogue's, so equipment-fit reads it as it reads a real athlete's item.
 */
function item(name: string): KitItem {
  const found = DEFAULT_EQUIPMENT_DATA.equipment.find((entry) => entry.name === name);
  if (!found) throw new Error(`No equipment named '${name}' in the default catalogue`);
  return userItem(found);
}

const MAT = item('Exercise Mat');
const BANDS = item('Resistance Bands');
const MINI_BANDS = item('Mini Bands');
const KETTLEBELL = item('Kettlebell');
const KETTLEBELL_SET = item('Kettlebell Set');
const ADJUSTABLE_DUMBBELLS = item('Adjustable Dumbbells');
const HEX_DUMBBELLS = item('Hex Dumbbell Set');
const FLAT_BENCH = item('Flat Bench');
const ADJUSTABLE_BENCH = item('Adjustable Bench');
const PULL_UP_BAR = item('Pull-up Bar');
const BARBELL = item('Olympic Barbell');
const PLATES = item('Iron Plates');
const RACK = item('Power Rack');
const SUSPENSION = item('Suspension Trainer');
const RINGS = item('Gymnastic Rings');
const TREADMILL = item('Treadmill');
const SMITH = item('Smith Machine');
const CABLE = item('Cable Machine');
const CABLE_BAR = item('Lat Pulldown Bar');
const ROPE = item('Tricep Rope');
const HANDLES = item('D-Handles');
/** A commercial gym's selectorised circuit, with its lat pulldown and leg press. */
const MACHINE_CIRCUIT = [
  item('Leg Extension'),
  item('Seated Leg Curl'),
  item('Hip Abduction/Adduction'),
  item('Standing Calf Raise'),
  item('Chest Press Machine'),
  item('Pec Deck / Rear Delt Fly'),
  item('Shoulder Press Machine'),
  item('Seated Row Machine'),
  item('Assisted Pull-up/Dip'),
  item('Abdominal Crunch Machine'),
  item('Rotary Torso'),
  item('Lat Pulldown / Low Row'),
  CABLE_BAR,
  item('45° Leg Press'),
];

/**
 * Equipment lists real athletes have, from the default equipment catalogue (a coach reviewed the plans
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
    equipment: DEFAULT_EQUIPMENT_DATA.equipment.map(userItem),
  },
];
