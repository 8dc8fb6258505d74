import { itemsOf } from './item.ts';

export const BODYWEIGHT_AND_CORE = [
  ...itemsOf('Bodyweight', [
    ['Pull-up Bars', 'pull-up-bar', 'Pull-up Bar'],
    ['Pull-up Bars', 'wall-pull-up-bar', 'Wall-Mounted Pull-up Bar'],
    ['Dip Stations', 'dip-station', 'Dip Station'],
    ['Dip Stations', 'parallettes', 'Parallettes'],
    ['Dip Stations', 'power-tower', 'Power Tower'],
    ['Gymnastics', 'gymnastic-rings', 'Gymnastic Rings'],
    ['Gymnastics', 'climbing-rope', 'Climbing Rope'],
    ['Gymnastics', 'nordic-curl-strap', 'Nordic Curl Strap'],
    ['Suspension Trainers', 'suspension-trainer', 'Suspension Trainer'],
    ['Plyometrics', 'plyo-box', 'Plyometric Box'],
    ['Plyometrics', 'jump-rope', 'Jump Rope'],
    ['Plyometrics', 'agility-ladder', 'Agility Ladder'],
  ]),
  ...itemsOf('Core', [
    ['Ab Wheels', 'ab-wheel', 'Ab Wheel'],
    ['Stability Balls', 'stability-ball', 'Stability Ball'],
    ['Stability Balls', 'bosu-ball', 'Balance Trainer (Half Ball)'],
    ['Back Extension', 'back-extension-bench', '45° Back Extension'],
    ['Back Extension', 'ghd', 'Glute-Ham Developer'],
    ['Back Extension', 'reverse-hyper', 'Reverse Hyper'],
  ]),
];
