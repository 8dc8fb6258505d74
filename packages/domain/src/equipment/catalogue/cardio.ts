import { itemsOf } from './item.ts';

export const CARDIO = itemsOf('Cardio', [
  ['Treadmills', 'treadmill', 'Treadmill'],
  ['Treadmills', 'curved-treadmill', 'Curved Manual Treadmill'],
  ['Bikes', 'air-bike', 'Air Bike'],
  ['Bikes', 'spin-bike', 'Indoor Cycling Bike'],
  ['Bikes', 'recumbent-bike', 'Recumbent Bike'],
  ['Rowers', 'rowing-machine', 'Rowing Machine'],
  ['Rowers', 'water-rower', 'Water Rower'],
  ['Ellipticals', 'elliptical', 'Elliptical Trainer'],
  ['Stair Climbers', 'stair-climber', 'Stair Climber'],
  ['Ski Ergs', 'ski-erg', 'Ski Erg'],
]);
