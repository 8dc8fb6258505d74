import { itemsOf, range } from './item.ts';

export const FREE_WEIGHTS = [
  ...itemsOf('Free Weights', [
    [
      'Barbells',
      'olympic-barbell',
      'Olympic Barbell',
      {
        weight: '20 kg / 45 lb',
        length: '7.2 ft',
        'sleeve diameter': '2 in',
        knurling: 'medium, centre knurl',
      },
    ],
    [
      'Barbells',
      'womens-olympic-barbell',
      "Women's Olympic Barbell",
      { weight: '15 kg / 33 lb', length: '6.6 ft', 'shaft diameter': '25 mm' },
    ],
    ['Barbells', 'technique-bar', 'Technique Bar', { weight: range(5, 15, 'lb'), 'sleeve diameter': '2 in' }],
    [
      'Dumbbells',
      'adjustable-dumbbells',
      'Adjustable Dumbbells',
      { weight: range(5, 52.5, 'lb'), adjustable: true, increments: '2.5 lb', pair: true },
    ],
    [
      'Dumbbells',
      'hex-dumbbell-set',
      'Hex Dumbbell Set',
      { weight: range(5, 50, 'lb'), adjustable: false, increments: '5 lb', pairs: 10, coating: 'rubber' },
    ],
    [
      'Dumbbells',
      'pro-style-dumbbells',
      'Pro-Style Dumbbells',
      { weight: range(5, 100, 'lb'), adjustable: false, 'handle diameter': '1.25 in' },
    ],
    [
      'Dumbbells',
      'loadable-dumbbell-handles',
      'Loadable Dumbbell Handles',
      { 'max load': range(0, 150, 'lb'), adjustable: true, 'sleeve diameter': '2 in' },
    ],
    [
      'Weight Plates',
      'bumper-plates',
      'Bumper Plates',
      { plates: [10, 15, 25, 35, 45], unit: 'lb', 'set weight': '260 lb', 'centre hole': '2 in' },
    ],
    [
      'Weight Plates',
      'iron-plates',
      'Iron Plates',
      { plates: [2.5, 5, 10, 25, 35, 45], unit: 'lb', grip: true },
    ],
    [
      'Weight Plates',
      'change-plates',
      'Fractional Change Plates',
      { plates: [0.25, 0.5, 1, 1.25], unit: 'lb' },
    ],
    [
      'Weight Plates',
      'calibrated-plates',
      'Calibrated Powerlifting Plates',
      { plates: [1.25, 2.5, 5, 10, 15, 20, 25], unit: 'kg', tolerance: '±10 g' },
    ],
    [
      'Fixed Bars',
      'ez-curl-bar',
      'EZ Curl Bar',
      { weight: '25 lb', length: '47 in', 'sleeve diameter': '2 in' },
    ],
    [
      'Fixed Bars',
      'fixed-barbell-set',
      'Fixed Barbell Set',
      { weight: range(20, 110, 'lb'), adjustable: false, bars: 10 },
    ],
  ]),
  ...itemsOf('Kettlebells', [
    [
      'Cast Iron',
      'kettlebell',
      'Kettlebell',
      { weight: range(8, 32, 'kg'), adjustable: false, finish: 'powder coat' },
    ],
    [
      'Cast Iron',
      'kettlebell-set',
      'Kettlebell Set',
      { weights: [8, 12, 16, 20, 24], unit: 'kg', adjustable: false },
    ],
    [
      'Competition',
      'competition-kettlebell',
      'Competition Kettlebell',
      { weight: range(8, 48, 'kg'), 'uniform size': true, 'handle diameter': '33 mm' },
    ],
    [
      'Adjustable',
      'adjustable-kettlebell',
      'Adjustable Kettlebell',
      { weight: range(12, 40, 'lb'), adjustable: true, settings: 6 },
    ],
  ]),
  ...itemsOf('Specialty Bars', [
    ['Squat Bars', 'safety-squat-bar', 'Safety Squat Bar', { weight: '70 lb', padded: true, camber: '2 in' }],
    ['Squat Bars', 'cambered-bar', 'Cambered Bar', { weight: '65 lb', drop: '14 in' }],
    [
      'Deadlift Bars',
      'trap-bar',
      'Trap Bar',
      { weight: '60 lb', handles: { high: '5 in', low: '1 in' }, 'max load': '1000 lb' },
    ],
    ['Deadlift Bars', 'deadlift-bar', 'Deadlift Bar', { weight: '20 kg', length: '7.5 ft', whip: 'high' }],
    [
      'Pressing Bars',
      'swiss-bar',
      'Swiss Multi-Grip Bar',
      { weight: '35 lb', grips: ['neutral', 'angled'], 'grip count': 6 },
    ],
    ['Pressing Bars', 'axle-bar', 'Axle Bar', { weight: '35 lb', 'shaft diameter': '2 in', knurling: false }],
    ['Curl Bars', 'tricep-bar', 'Tricep Bar', { weight: '20 lb', grips: ['neutral'] }],
  ]),
];
