import { itemsOf, range } from './item.ts';

export const BODYWEIGHT_AND_CORE = [
  ...itemsOf('Bodyweight', [
    [
      'Pull-up Bars',
      'pull-up-bar',
      'Pull-up Bar',
      { mount: 'doorway', grips: ['wide', 'neutral', 'close'], 'max load': '300 lb' },
    ],
    [
      'Pull-up Bars',
      'wall-pull-up-bar',
      'Wall-Mounted Pull-up Bar',
      { mount: 'wall', 'max load': '500 lb', 'kipping-rated': true },
    ],
    [
      'Dip Stations',
      'dip-station',
      'Dip Station',
      { adjustable: true, height: range(30, 40, 'in'), 'max load': '350 lb' },
    ],
    ['Dip Stations', 'parallettes', 'Parallettes', { height: '8 in', pair: true }],
    [
      'Dip Stations',
      'power-tower',
      'Power Tower',
      { stations: ['pull-up', 'dip', 'knee raise', 'push-up'], 'max load': '330 lb' },
    ],
    [
      'Gymnastics',
      'gymnastic-rings',
      'Gymnastic Rings',
      { material: 'wood', 'strap length': '15 ft', 'max load': '1000 lb' },
    ],
    ['Gymnastics', 'climbing-rope', 'Climbing Rope', { length: '15 ft', diameter: '1.5 in' }],
    ['Gymnastics', 'nordic-curl-strap', 'Nordic Curl Strap', { mount: 'door anchor', padded: true }],
    [
      'Suspension Trainers',
      'suspension-trainer',
      'Suspension Trainer',
      { anchors: ['door', 'overhead', 'rack'], adjustable: true },
    ],
    ['Plyometrics', 'plyo-box', 'Plyometric Box', { heights: [20, 24, 30], unit: 'in', material: 'foam' }],
    ['Plyometrics', 'jump-rope', 'Jump Rope', { length: '10 ft', adjustable: true, weighted: false }],
    ['Plyometrics', 'agility-ladder', 'Agility Ladder', { length: '15 ft', rungs: 11 }],
  ]),
  ...itemsOf('Core', [
    ['Ab Wheels', 'ab-wheel', 'Ab Wheel', { wheels: 2, 'knee pad': true }],
    [
      'Stability Balls',
      'stability-ball',
      'Stability Ball',
      { diameter: range(55, 75, 'cm'), 'anti-burst': true },
    ],
    [
      'Stability Balls',
      'bosu-ball',
      'Balance Trainer (Half Ball)',
      { diameter: '25 in', 'resistance bands': true },
    ],
    ['Back Extension', 'back-extension-bench', '45° Back Extension', { adjustable: true, 'pad heights': 8 }],
    [
      'Back Extension',
      'ghd',
      'Glute-Ham Developer',
      { adjustable: { 'foot plate': true, 'pad distance': true }, 'max load': '400 lb' },
    ],
    [
      'Back Extension',
      'reverse-hyper',
      'Reverse Hyper',
      { 'plate-loaded': true, 'max load': '400 lb', 'strap attachment': true },
    ],
  ]),
];
