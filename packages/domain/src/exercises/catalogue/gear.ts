/**
 * The default equipment catalogue's item names an exercise needs, one representative item per need (any dumbbells
 * are written as the hex set, any flat bench as 'Flat Bench'). The catalogue test checks each exists.
 */
export const BARBELL = 'Olympic Barbell';
export const RACK = 'Power Rack';
export const DUMBBELLS = 'Hex Dumbbell Set';
export const KETTLEBELL = 'Kettlebell';
export const FLAT_BENCH = 'Flat Bench';
export const ADJUSTABLE_BENCH = 'Adjustable Bench';
export const DECLINE_BENCH = 'Flat/Incline/Decline Bench';
export const BOX = 'Plyometric Box';
export const CABLE = 'Cable Machine';
export const CROSSOVER = 'Cable Crossover';
export const PULLDOWN_STATION = 'Lat Pulldown / Low Row';
export const ROPE = 'Tricep Rope';
export const HANDLE = 'D-Handles';
export const PULLDOWN_BAR = 'Lat Pulldown Bar';
export const ANKLE_STRAPS = 'Ankle Straps';
export const PULL_UP_BAR = 'Pull-up Bar';
export const DIP_STATION = 'Dip Station';
export const RINGS = 'Gymnastic Rings';
export const SUSPENSION = 'Suspension Trainer';
export const LANDMINE = 'Landmine Attachment';
export const SMITH = 'Smith Machine';
export const EZ_BAR = 'EZ Curl Bar';
export const BANDS = 'Resistance Bands';
export const MINI_BANDS = 'Mini Bands';
export const MED_BALL = 'Medicine Ball';
