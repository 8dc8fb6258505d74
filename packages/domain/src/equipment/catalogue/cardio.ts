import { itemsOf, range } from './item.ts';

export const CARDIO = itemsOf('Cardio', [
  [
    'Treadmills',
    'treadmill',
    'Treadmill',
    { speed: range(0.5, 12, 'mph'), incline: range(0, 15, '%'), folding: true },
  ],
  ['Treadmills', 'curved-treadmill', 'Curved Manual Treadmill', { motorised: false, 'resistance levels': 8 }],
  [
    'Bikes',
    'air-bike',
    'Air Bike',
    { resistance: 'fan (unlimited)', 'moving arms': true, console: ['watts', 'calories', 'rpm'] },
  ],
  [
    'Bikes',
    'spin-bike',
    'Indoor Cycling Bike',
    { 'resistance levels': 100, 'flywheel weight': '40 lb', adjustable: true },
  ],
  ['Bikes', 'recumbent-bike', 'Recumbent Bike', { 'resistance levels': 16, 'step-through': true }],
  [
    'Rowers',
    'rowing-machine',
    'Rowing Machine',
    {
      resistance: 'air',
      'damper settings': range(1, 10, 'level'),
      'monitor metrics': ['split', 'watts', 'stroke rate'],
    },
  ],
  ['Rowers', 'water-rower', 'Water Rower', { resistance: 'water', 'tank capacity': range(15, 19, 'L') }],
  [
    'Ellipticals',
    'elliptical',
    'Elliptical Trainer',
    { 'resistance levels': 20, 'stride length': '20 in', incline: range(0, 20, '%') },
  ],
  [
    'Stair Climbers',
    'stair-climber',
    'Stair Climber',
    { speed: range(24, 162, 'steps/min'), 'resistance levels': 20 },
  ],
  [
    'Ski Ergs',
    'ski-erg',
    'Ski Erg',
    { resistance: 'air', 'damper settings': range(1, 10, 'level'), 'floor stand': true },
  ],
]);
