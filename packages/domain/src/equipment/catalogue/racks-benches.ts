import { itemsOf, range } from './item.ts';

export const RACKS_AND_BENCHES = [
  ...itemsOf('Benches', [
    [
      'Flat Benches',
      'flat-bench',
      'Flat Bench',
      { 'max load': '1000 lb', 'pad height': '17 in', adjustable: false },
    ],
    [
      'Adjustable Benches',
      'adjustable-bench',
      'Adjustable Bench',
      {
        adjustable: true,
        'back positions': ['decline', 'flat', '15°', '30°', '45°', '60°', '85°'],
        'max load': '700 lb',
      },
    ],
    [
      'Adjustable Benches',
      'fid-bench',
      'Flat/Incline/Decline Bench',
      { adjustable: true, incline: range(-20, 85, '°'), 'leg hold-down': true },
    ],
    [
      'Specialty Benches',
      'preacher-curl-bench',
      'Preacher Curl Bench',
      { adjustable: true, 'seat heights': 5 },
    ],
    [
      'Specialty Benches',
      'olympic-bench-press',
      'Olympic Bench Press',
      { 'bar catches': 3, 'spotter stand': true, 'max load': '1000 lb' },
    ],
    ['Specialty Benches', 'sissy-squat-bench', 'Sissy Squat Bench', { adjustable: true, 'foot plate': true }],
  ]),
  ...itemsOf('Racks & Rigs', [
    [
      'Power Racks',
      'power-rack',
      'Power Rack',
      {
        height: '90 in',
        footprint: { width: '49 in', depth: '48 in' },
        uprights: '3 x 3 in',
        'j-hooks': true,
        'safety arms': true,
        'pull-up bar': true,
      },
    ],
    [
      'Power Racks',
      'folding-wall-rack',
      'Folding Wall-Mounted Rack',
      { height: '90 in', folds: true, depth: '21.5 in', 'pull-up bar': true },
    ],
    [
      'Half Racks',
      'half-rack',
      'Half Rack',
      { height: '92 in', 'plate storage': 6, 'safety spotters': true },
    ],
    [
      'Squat Stands',
      'squat-stands',
      'Squat Stands',
      { adjustable: true, height: range(36, 70, 'in'), independent: true },
    ],
    [
      'Rigs',
      'crossfit-rig',
      'Wall Rig',
      { bays: 3, 'pull-up bars': 3, attachments: ['rings', 'wall balls target', 'landmine'] },
    ],
    [
      'Attachments',
      'landmine',
      'Landmine Attachment',
      { mount: 'rack upright', rotation: '360°', 'sleeve diameter': '2 in' },
    ],
    ['Attachments', 'dip-attachment', 'Rack Dip Attachment', { 'max load': '400 lb', adjustable: true }],
    [
      'Attachments',
      'monolift-arms',
      'Monolift Arms',
      { mount: 'rack upright', 'weight capacity': '1000 lb' },
    ],
  ]),
];
