import type { HowToRows } from './schema.ts';

/** How to do each carry exercise, by catalogue id. */
export const CARRY_HOW_TO: HowToRows = {
  'farmers-walk': [
    'Stand between two heavy dumbbells, feet hip-width. Hinge down with a flat back, grip each handle in the middle and stand up tall as in a deadlift.',
    'Brace, pull the shoulders down and back, and walk with short, quick steps for the set distance or time (20–40 m or 30–60 s). Breathe behind the brace, stop under control, and hinge the bells back to the floor.',
    ['Crush the handles', 'Tall chest, shoulders in your back pockets', 'Short, fast steps'],
    [
      'Shoulders shrug or roll forward: pull them down and back before the first step',
      'Long, bouncing strides: shorten the step and keep the hips level',
      'Rounding to pick up: hinge with a flat back, as in a deadlift',
    ],
  ],
  'strongman-farmers-walk': [
    "Step between the farmer's handles with the center of each handle level with your ankle bones. Grip in the middle (chalk helps), brace, and deadlift both handles together.",
    'Let the frames settle for a moment, then walk fast with short steps over the course (often 15–30 m), keeping the frames from swinging. Set them down by hinging, not by dropping onto the feet.',
    ['Grip the center so the frames stay level', 'Brace hard, then go', 'Quick feet, frames still'],
    [
      'Handles tip front or back: grip at the balance point',
      'Frames swing and pull you off line: shorter steps, arms locked at the sides',
      'Hips shoot up on the pick: push the floor away with the legs first',
    ],
  ],
  'suitcase-carry': [
    'Place a kettlebell beside one foot. Hinge and squat down, grip the handle with one hand and stand up tall with the free arm relaxed or out to the side.',
    'Walk slowly and evenly for the set distance or time (20–40 m), holding the torso upright so you do not lean toward or away from the bell. Put it down with a hinge, then switch hands and repeat.',
    ['Stand tall, as if the other hand held a bell too', 'Ribs down, brace the side', 'Shoulder packed down'],
    [
      'Leaning toward the bell: shorten the set or lighten the bell until you stay level',
      'Leaning away to counter it: keep the shoulders level over the hips',
      'Shrugged shoulder: pull the working shoulder down',
    ],
  ],
  'overhead-carry': [
    'Clean a kettlebell to the rack and press it overhead with one arm. Lock the elbow with the biceps by the ear, handle diagonal across the palm, wrist straight.',
    'Brace and walk slowly for 20–30 m or 30–45 s, keeping the bell stacked over the shoulder and the ribs down. Bring it back to the rack with control, then switch arms.',
    ['Reach tall, lock the elbow', 'Ribs down, do not arch', 'Wrist straight, knuckles to the ceiling'],
    [
      'Arching the low back: lighten the bell and squeeze the glutes',
      'Arm drifts forward: stack wrist, elbow and shoulder',
      'Bent elbow: use a load you can lock out for the whole walk',
    ],
  ],
  'front-rack-carry': [
    'Clean two kettlebells to the front rack: handles in the palms, bells resting on the outside of the forearms, elbows tucked against the ribs, wrists straight.',
    'Brace and walk with short steps for the set distance or time (20–40 m), breathing behind the brace. The rack squeezes the chest, so keep breaths short and the trunk tall; lower the bells under control at the end.',
    ['Elbows tight to the ribs', 'Stand tall, do not lean back', 'Short breaths behind the brace'],
    [
      'Leaning back under the bells: ribs down, squeeze the glutes',
      'Elbows flare and bells slide: pull the elbows in and the handles close',
      'Bent wrists: keep the knuckles stacked over the forearm',
    ],
  ],
  'sandbag-carry': [
    'Straddle the sandbag, squat down and wrap both arms under it. Roll it onto the thighs, then stand and hug it high against the chest with the hands or wrists locked together.',
    'Walk for the set distance or time (20–50 m) with short steps, squeezing the bag so it does not slide. Brace hard and breathe high in the chest. Drop it in front of you when done.',
    ['Hug it high and tight', 'Squeeze the upper back', 'Stay tall between steps'],
    [
      'Bag slides down the stomach: re-grip higher and squeeze harder',
      'Leaning far back: keep the ribs over the hips',
      'Rounded lift from the floor: lap the bag first, then stand',
    ],
  ],
  'trap-bar-carry': [
    'Stand in the center of a loaded trap bar, feet hip-width. Grip the handles in the middle and deadlift it to standing with a flat back.',
    "Walk forward with short steps for the set distance or time (20–40 m); the bar's sides must not touch the legs. Keep the bar level and brace throughout, then stop and lower it with a hinge.",
    ['Handles level, not tipping', 'Shoulders down and back', 'Small, even steps'],
    [
      'Bar clips the legs: shorter steps and stay centered',
      'Bar tips front or back: grip at the center of the handles',
      'Rounding on the pick: hinge with a neutral spine',
    ],
  ],
  'zercher-carry': [
    'Set the bar in the rack at about mid-stomach height. Wedge it in the crook of both elbows, clasp the hands and pull it tight to the body, then stand and step back.',
    'Walk with short steps for the set distance or time (15–30 m), elbows high enough to keep the bar locked in and the upper back tight. Brace and breathe shallowly; return the bar to the rack at the end.',
    ['Pull the bar into you', 'Upper back tall', 'Short steps, braced trunk'],
    [
      'Rounding forward: lighten the bar and lift the chest',
      'Bar slides to the forearms: hands together and elbows up',
      'Elbow pain: use a pad or sleeve on the bar',
    ],
  ],
  'dumbbell-suitcase-carry': [
    'Stand beside one dumbbell, hinge down with a flat back and grip it in the middle. Stand up tall with the bell at your side and the free arm relaxed.',
    'Walk for the set distance or time (20–40 m) without leaning or letting the hip drop, breathing behind a steady brace. Turn and return or put the bell down, then switch hands.',
    ['Level shoulders and hips', 'Crush the handle', 'Brace the side away from the bell'],
    [
      'Sagging toward the bell: shorten the set or lighten it',
      'Bell bumps the leg: hold it slightly away from the thigh',
      'Twisting the torso: walk slowly and keep the chest forward',
    ],
  ],
  'kettlebell-farmers-carry': [
    'Place a kettlebell outside each foot. Hinge down with a flat back, grip the handles and stand tall with the bells at your sides, arms straight.',
    'Brace and walk briskly for the set distance or time (20–40 m or 30–60 s), keeping the bells from swinging into the legs. Breathe behind the brace; set the bells down with a hinge.',
    ['Squeeze the handles', 'Shoulders down and back', 'Walk tall and steady'],
    [
      'Bells bang the thighs: arms slightly away, shorter steps',
      'Head pokes forward: chin tucked, eyes ahead',
      'Hips sway side to side: brace and slow down',
    ],
  ],
};
