import { itemsOf, range } from './item.ts';

export const MACHINES = [
  ...itemsOf('Plate-Loaded Machines', [
    [
      'Legs',
      'leg-press',
      '45° Leg Press',
      { 'max load': '1000 lb', 'sled weight': '118 lb', 'back positions': 3 },
    ],
    [
      'Legs',
      'hack-squat',
      'Hack Squat Machine',
      { 'max load': '800 lb', 'sled weight': '95 lb', 'safety stops': true },
    ],
    ['Legs', 'belt-squat', 'Belt Squat Machine', { 'max load': '600 lb', belt: true, handles: 'fixed' }],
    ['Legs', 'hip-thrust-machine', 'Hip Thrust Machine', { 'max load': '500 lb', 'pad adjustable': true }],
    [
      'Chest & Shoulders',
      'plate-loaded-chest-press',
      'Plate-Loaded Chest Press',
      { 'iso-lateral': true, 'seat positions': 8 },
    ],
    [
      'Chest & Shoulders',
      'plate-loaded-shoulder-press',
      'Plate-Loaded Shoulder Press',
      { 'iso-lateral': true, grips: ['neutral', 'pronated'] },
    ],
    ['Back', 't-bar-row', 'T-Bar Row', { 'chest pad': true, grips: ['neutral', 'wide'] }],
    [
      'Back',
      'plate-loaded-lat-pulldown',
      'Plate-Loaded Lat Pulldown',
      { 'iso-lateral': true, 'thigh pad': true },
    ],
    [
      'Smith Machines',
      'smith-machine',
      'Smith Machine',
      { 'bar weight': '15 lb (counterbalanced)', angle: '7°', 'safety stops': true },
    ],
  ]),
  ...itemsOf('Selectorized Machines', [
    [
      'Legs',
      'leg-extension',
      'Leg Extension',
      { 'weight stack': range(10, 250, 'lb'), increments: '10 lb', adjustable: true },
    ],
    [
      'Legs',
      'seated-leg-curl',
      'Seated Leg Curl',
      { 'weight stack': range(10, 250, 'lb'), 'range limiter': true },
    ],
    [
      'Legs',
      'hip-abduction-adduction',
      'Hip Abduction/Adduction',
      { 'weight stack': range(10, 200, 'lb'), 'dual function': true },
    ],
    ['Legs', 'calf-raise-machine', 'Standing Calf Raise', { 'weight stack': range(20, 300, 'lb') }],
    [
      'Upper Body',
      'chest-press-machine',
      'Chest Press Machine',
      { 'weight stack': range(10, 250, 'lb'), 'seat positions': 7 },
    ],
    [
      'Upper Body',
      'pec-deck',
      'Pec Deck / Rear Delt Fly',
      { 'weight stack': range(10, 200, 'lb'), 'dual function': true },
    ],
    [
      'Upper Body',
      'shoulder-press-machine',
      'Shoulder Press Machine',
      { 'weight stack': range(10, 200, 'lb') },
    ],
    [
      'Upper Body',
      'seated-row-machine',
      'Seated Row Machine',
      { 'weight stack': range(10, 250, 'lb'), 'chest pad': true },
    ],
    [
      'Upper Body',
      'assisted-pull-up-dip',
      'Assisted Pull-up/Dip',
      { assistance: range(10, 150, 'lb'), 'dual function': true },
    ],
    ['Core', 'ab-crunch-machine', 'Abdominal Crunch Machine', { 'weight stack': range(10, 150, 'lb') }],
    [
      'Core',
      'rotary-torso',
      'Rotary Torso',
      { 'weight stack': range(10, 150, 'lb'), 'range of motion': range(-70, 70, '°') },
    ],
  ]),
  ...itemsOf('Cable Machines', [
    [
      'Functional Trainers',
      'functional-trainer',
      'Functional Trainer',
      {
        'weight stack': range(10, 200, 'lb'),
        'pulley ratio': '2:1',
        'pulley positions': 20,
        'pull-up bar': true,
      },
    ],
    [
      'Cable Stations',
      'cable-machine',
      'Cable Machine',
      { 'weight stack': range(10, 200, 'lb'), attachments: ['straight bar', 'rope', 'D-handle'] },
    ],
    [
      'Cable Stations',
      'cable-crossover',
      'Cable Crossover',
      { stacks: 2, 'weight stack': range(10, 200, 'lb'), adjustable: true },
    ],
    [
      'Cable Stations',
      'lat-pulldown-low-row',
      'Lat Pulldown / Low Row',
      { 'weight stack': range(10, 250, 'lb'), 'knee pad': true },
    ],
    [
      'Cable Stations',
      'rack-cable-attachment',
      'Rack-Mounted Cable Pulley',
      { 'pulley ratio': '1:1', 'max load': '300 lb', 'plate-loaded': true },
    ],
    ['Cable Attachments', 'tricep-rope', 'Tricep Rope', { length: '27 in', material: 'nylon' }],
    [
      'Cable Attachments',
      'lat-pulldown-bar',
      'Lat Pulldown Bar',
      { length: '48 in', grips: ['wide', 'close'] },
    ],
    ['Cable Attachments', 'cable-handles', 'D-Handles', { pair: true, rotating: true }],
    ['Cable Attachments', 'ankle-straps', 'Ankle Straps', { pair: true, padded: true }],
  ]),
];
