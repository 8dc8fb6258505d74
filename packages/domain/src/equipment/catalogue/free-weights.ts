import { itemsOf } from './item.ts';

export const FREE_WEIGHTS = [
  ...itemsOf('Free Weights', [
    ['Barbells', 'olympic-barbell', 'Olympic Barbell'],
    ['Barbells', 'womens-olympic-barbell', "Women's Olympic Barbell"],
    ['Barbells', 'technique-bar', 'Technique Bar'],
    ['Dumbbells', 'adjustable-dumbbells', 'Adjustable Dumbbells'],
    ['Dumbbells', 'hex-dumbbell-set', 'Hex Dumbbell Set'],
    ['Dumbbells', 'pro-style-dumbbells', 'Pro-Style Dumbbells'],
    ['Dumbbells', 'loadable-dumbbell-handles', 'Loadable Dumbbell Handles'],
    ['Weight Plates', 'bumper-plates', 'Bumper Plates'],
    ['Weight Plates', 'iron-plates', 'Iron Plates'],
    ['Weight Plates', 'change-plates', 'Fractional Change Plates'],
    ['Weight Plates', 'calibrated-plates', 'Calibrated Powerlifting Plates'],
    ['Fixed Bars', 'ez-curl-bar', 'EZ Curl Bar'],
    ['Fixed Bars', 'fixed-barbell-set', 'Fixed Barbell Set'],
  ]),
  ...itemsOf('Kettlebells', [
    ['Cast Iron', 'kettlebell', 'Kettlebell'],
    ['Cast Iron', 'kettlebell-set', 'Kettlebell Set'],
    ['Competition', 'competition-kettlebell', 'Competition Kettlebell'],
    ['Adjustable', 'adjustable-kettlebell', 'Adjustable Kettlebell'],
  ]),
  ...itemsOf('Specialty Bars', [
    ['Squat Bars', 'safety-squat-bar', 'Safety Squat Bar'],
    ['Squat Bars', 'cambered-bar', 'Cambered Bar'],
    ['Deadlift Bars', 'trap-bar', 'Trap Bar'],
    ['Deadlift Bars', 'deadlift-bar', 'Deadlift Bar'],
    ['Pressing Bars', 'swiss-bar', 'Swiss Multi-Grip Bar'],
    ['Pressing Bars', 'axle-bar', 'Axle Bar'],
    ['Curl Bars', 'tricep-bar', 'Tricep Bar'],
  ]),
];
