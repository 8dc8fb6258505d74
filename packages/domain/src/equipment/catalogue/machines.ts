import { itemsOf } from './item.ts';

export const MACHINES = [
  ...itemsOf('Plate-Loaded Machines', [
    ['Legs', 'leg-press', '45° Leg Press'],
    ['Legs', 'hack-squat', 'Hack Squat Machine'],
    ['Legs', 'belt-squat', 'Belt Squat Machine'],
    ['Legs', 'hip-thrust-machine', 'Hip Thrust Machine'],
    ['Chest & Shoulders', 'plate-loaded-chest-press', 'Plate-Loaded Chest Press'],
    ['Chest & Shoulders', 'plate-loaded-shoulder-press', 'Plate-Loaded Shoulder Press'],
    ['Back', 't-bar-row', 'T-Bar Row'],
    ['Back', 'plate-loaded-lat-pulldown', 'Plate-Loaded Lat Pulldown'],
    ['Smith Machines', 'smith-machine', 'Smith Machine'],
  ]),
  ...itemsOf('Selectorized Machines', [
    ['Legs', 'leg-extension', 'Leg Extension'],
    ['Legs', 'seated-leg-curl', 'Seated Leg Curl'],
    ['Legs', 'hip-abduction-adduction', 'Hip Abduction/Adduction'],
    ['Legs', 'calf-raise-machine', 'Standing Calf Raise'],
    ['Upper Body', 'chest-press-machine', 'Chest Press Machine'],
    ['Upper Body', 'pec-deck', 'Pec Deck / Rear Delt Fly'],
    ['Upper Body', 'shoulder-press-machine', 'Shoulder Press Machine'],
    ['Upper Body', 'seated-row-machine', 'Seated Row Machine'],
    ['Upper Body', 'assisted-pull-up-dip', 'Assisted Pull-up/Dip'],
    ['Core', 'ab-crunch-machine', 'Abdominal Crunch Machine'],
    ['Core', 'rotary-torso', 'Rotary Torso'],
  ]),
  ...itemsOf('Cable Machines', [
    ['Functional Trainers', 'functional-trainer', 'Functional Trainer'],
    ['Cable Stations', 'cable-machine', 'Cable Machine'],
    ['Cable Stations', 'cable-crossover', 'Cable Crossover'],
    ['Cable Stations', 'lat-pulldown-low-row', 'Lat Pulldown / Low Row'],
    ['Cable Stations', 'rack-cable-attachment', 'Rack-Mounted Cable Pulley'],
    ['Cable Attachments', 'tricep-rope', 'Tricep Rope'],
    ['Cable Attachments', 'lat-pulldown-bar', 'Lat Pulldown Bar'],
    ['Cable Attachments', 'cable-handles', 'D-Handles'],
    ['Cable Attachments', 'ankle-straps', 'Ankle Straps'],
  ]),
];
