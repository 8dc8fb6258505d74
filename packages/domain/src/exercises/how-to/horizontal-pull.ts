import type { HowToRows } from './schema.ts';

/** How to do each horizontal-pull exercise, by catalogue id. */
export const HORIZONTAL_PULL_HOW_TO: HowToRows = {
  'barbell-row': [
    'Deadlift the bar to standing with an overhand grip just outside the legs. Hinge forward with soft knees until the torso is at about 30 to 45 degrees above parallel, bar hanging below the shoulders.',
    'Brace, then pull the bar to the lower ribs or upper belly, driving the elbows back and squeezing the shoulder blades. Lower under control to straight arms without changing the torso angle.',
    ['Elbows to the back pockets', 'Hold the hinge', 'Squeeze the shoulder blades'],
    [
      'Torso rises with each rep: lighten the load and hold the angle',
      'Jerking with the hips: start each pull from a still position',
      'Pulling to the chest with flared elbows: aim for the lower ribs',
    ],
  ],
  'pendlay-row': [
    'Set up over a bar on the floor as for a deadlift, then hinge until the torso is near parallel to the floor with a flat back, grip a little wider than the shoulders.',
    'Brace and pull the bar explosively from the floor to the lower chest or upper belly, then lower it back to rest on the floor. Each rep starts from a dead stop with the back still parallel.',
    ['Back flat and parallel', 'Explode to the ribs', 'Reset on the floor'],
    [
      'Torso lifts to help the bar up: keep the back parallel',
      'Bouncing reps off the floor: let the bar settle each time',
      'Rounding the back: bend the knees more to reach',
    ],
  ],
  'dumbbell-row': [
    'Put one knee and the same-side hand on a flat bench, the other foot on the floor out to the side. Hold a dumbbell in the free hand with the arm hanging straight, back flat.',
    'Pull the dumbbell toward the hip, driving the elbow back and close to the body until it passes the torso. Lower to a full stretch and finish the side before switching.',
    ['Elbow to the hip', 'Flat back', 'Full stretch at the bottom'],
    [
      'Torso twists to lift: keep the shoulders square to the floor',
      'Pulling to the shoulder with the biceps: drive the elbow toward the hip',
      'Short stretch: let the shoulder blade reach down at the bottom',
    ],
  ],
  'bent-over-dumbbell-row': [
    'Hold a dumbbell in each hand, hinge forward with soft knees until the torso is about 45 degrees or lower, arms hanging under the shoulders, palms in.',
    'Pull both dumbbells toward the hips with the elbows close, squeezing the shoulder blades together. Lower to straight arms while holding the hinge.',
    ['Hold the hinge', 'Elbows back', 'Squeeze at the top'],
    [
      'Standing up as you tire: keep the torso angle fixed',
      'Rounding the back: brace and push the chest out',
      'Shrugging the dumbbells: pull the elbows back, not up',
    ],
  ],
  'staggered-stance-dumbbell-row': [
    'Stand in a split stance with the front knee bent and the same-side forearm resting on the thigh. Hinge forward with a flat back and hold a dumbbell in the other hand below the shoulder.',
    'Pull the dumbbell toward the hip with the elbow close, then lower to full stretch. Keep the hips and shoulders square, finish the side and switch the stance.',
    ['Forearm on the thigh', 'Elbow to the hip', 'Square shoulders'],
    [
      'Rotating the torso: brace against the front thigh',
      'Back rounds: push the hips back and chest out',
      'Short pulls: bring the dumbbell to the hip each rep',
    ],
  ],
  'chest-supported-dumbbell-row': [
    'Set a bench at about 30 to 45 degrees and lie face down on it, chest on the pad, feet on the floor. Hold a dumbbell in each hand hanging straight down.',
    'Pull the dumbbells up toward the hips, squeezing the shoulder blades, without lifting the chest off the pad. Lower to a full stretch.',
    ['Chest stays on the pad', 'Elbows back', 'Squeeze, then stretch'],
    [
      'Lifting the chest to swing the weight: keep it on the pad',
      'Shrugging: pull the elbows back, not up',
      'Neck cranked up: keep the head in line',
    ],
  ],
  'seated-cable-row': [
    'Sit at the low row with feet on the platform, knees slightly bent. Grab the handle, sit tall with a neutral back and let the arms reach forward.',
    'Pull the handle to the lower ribs by driving the elbows back and squeezing the shoulder blades, keeping the torso nearly still. Return slowly until the shoulder blades spread forward.',
    ['Sit tall', 'Elbows past the ribs', 'Let the blades spread'],
    [
      'Rocking back and forth: keep the torso nearly still',
      'Shrugging up: keep the shoulders down',
      'Rounding forward on the return: stay tall and reach only with the arms',
    ],
  ],
  'machine-row': [
    'Set the seat so the handles are at mid-chest height and the chest pad lets the arms fully reach. Sit with the chest against the pad and grip the handles.',
    'Pull the handles back until the elbows pass the torso, squeezing the shoulder blades. Return slowly to a full reach without leaving the pad.',
    ['Chest on the pad', 'Drive the elbows', 'Slow return'],
    [
      'Leaning back off the pad: stay pressed into it',
      'Partial range: reach fully each rep',
      'Shrugging: keep the shoulders down',
    ],
  ],
  't-bar-row': [
    'Stand on the platform straddling the bar, chest on the pad if the machine has one, and grip the handles. Hinge with soft knees and a flat back.',
    'Pull the handles toward the chest by driving the elbows back, squeeze the shoulder blades, then lower under control to straight arms.',
    ['Flat back', 'Elbows back', 'Control the lower'],
    [
      'Heaving with the hips: use a load you can pull strictly',
      'Rounding the back: keep the chest up',
      'Short range: reach full arm extension each rep',
    ],
  ],
  'landmine-row': [
    'Straddle the bar facing the anchor with the loaded end in front. Hinge forward with a flat back and grip the bar just under the sleeve with both hands, or with a V-handle.',
    'Pull the bar toward the chest with the elbows close, squeeze the upper back, then lower under control to straight arms.',
    ['Hinge and hold', 'Elbows close', 'Pull to the chest'],
    [
      'Standing up each rep: keep the torso angle fixed',
      'Rounding over the bar: push the chest out',
      'Jerking the weight: pull smoothly',
    ],
  ],
  'meadows-row': [
    'Stand side-on to the end of a landmine bar in a staggered stance, the front forearm resting on the front thigh. Grip the thick end of the bar overhand with the other hand.',
    'Pull the bar up and back toward the hip with the elbow flared slightly, then lower to a full stretch. Finish the side and switch stance.',
    ['Elbow up and back', 'Forearm on the thigh', 'Big stretch'],
    [
      'Twisting the torso to lift: brace against the front leg',
      'Grip fails: use straps',
      'Short reps: lower to full stretch',
    ],
  ],
  'inverted-row': [
    'Set a bar in the rack at about waist height. Lie under it and grip it a little wider than the shoulders, heels on the floor, body straight from head to heels.',
    'Pull the chest to the bar by driving the elbows back and squeezing the shoulder blades, keeping the body rigid. Lower to straight arms under control.',
    ['Body like a plank', 'Chest to the bar', 'Squeeze the shoulder blades'],
    [
      'Hips sag: squeeze the glutes',
      'Chin reaches for the bar: pull the chest to it',
      'Too hard: bend the knees or raise the bar',
    ],
  ],
  'ring-row': [
    'Set the rings at about waist height, hold them palms in and walk the feet forward until the body leans back straight under the rings.',
    'Pull the chest up between the rings, letting the palms turn as needed and the elbows stay close. Lower to straight arms with control.',
    ['Straight body', 'Rings to the ribs', 'Elbows close'],
    [
      'Hips sag: brace and squeeze the glutes',
      'Rings swing out: pull them to the ribs',
      'Too easy or too hard: walk the feet forward or back',
    ],
  ],
  'inverted-row-hold': [
    'Set a bar in the rack at about waist height, lie under it and grip a little wider than the shoulders, body straight with heels on the floor.',
    'Pull the chest up to the bar and hold that top position for 10 to 30 seconds, shoulder blades squeezed and body rigid. Lower slowly at the end.',
    ['Chest to the bar', 'Squeeze and hold', 'Rigid body'],
    [
      'Hips drop during the hold: squeeze the glutes',
      'Sinking away from the bar: end the hold and rest',
      'Shrugging: keep the shoulders down',
    ],
  ],
  'ring-row-hold': [
    'Set the rings at about waist height and lean back under them with straight arms, body straight and heels on the floor.',
    'Pull up until the rings are at the ribs and hold for 10 to 30 seconds, elbows close and shoulder blades squeezed. Keep the rings steady and lower slowly at the end.',
    ['Rings at the ribs', 'Hold steady', 'Straight body'],
    ['Rings drift away: pull them to the ribs', 'Hips sag: brace', 'Holding the breath: breathe slowly'],
  ],
  'suspension-row': [
    'Shorten the straps, hold the handles palms in and walk the feet forward until you lean back with straight arms and a straight body.',
    'Pull the chest to the handles with the elbows close, squeeze the shoulder blades, then lower under control. Steeper lean makes it harder.',
    ['Straight body', 'Elbows close', 'Chest to the hands'],
    [
      'Hips sag: brace and squeeze the glutes',
      'Straps rub the arms: keep the handles close to the ribs',
      'Shrugging: pull the elbows back',
    ],
  ],
  'seal-row': [
    'Raise a flat bench on blocks or plates high enough that the arms hang straight without the bar touching the floor. Lie face down on it and grip the bar below you a little wider than the shoulders.',
    'Pull the bar to the underside of the bench, driving the elbows back, then lower to a full hang. The chest stays on the bench, so only the back moves the weight.',
    ['Chest on the bench', 'Elbows back', 'Full hang'],
    [
      'Lifting the chest to swing: keep it on the bench',
      'Bench too low so the plates touch: raise it',
      'Shrugging: pull back, not up',
    ],
  ],
  'kroc-row': [
    'Brace one hand on a bench or rack with a staggered stance, torso slightly above parallel. Hold a heavy dumbbell in the other hand, straps allowed.',
    'Row the dumbbell toward the hip for high reps, allowing some body English while keeping the back flat. Lower to a full stretch each rep and switch sides.',
    ['Flat back', 'Full stretch, full pull', 'Drive the elbow'],
    [
      'Torso turns so far the back rounds: keep it flat',
      'Reps shrink to half range: lower to full stretch',
      'Grip gives out first: use straps',
    ],
  ],
  'yates-row': [
    'Deadlift the bar to standing with an underhand grip about shoulder width. Hinge forward with soft knees until the torso is about 20 to 30 degrees from upright.',
    'Pull the bar to the lower belly, driving the elbows back and close, and squeeze the upper back. Lower to straight arms, keeping the torso angle.',
    ['Underhand grip', 'Elbows close', 'Bar to the belly'],
    [
      'Curling with the biceps: drive with the elbows',
      'Standing more upright each rep: hold the angle',
      'Heaving with the hips: lighten the load',
    ],
  ],
  'single-arm-cable-row': [
    'Set a D-handle at chest height or on a low row. Stand or sit facing the stack and hold the handle in one hand with the arm straight.',
    'Pull the handle toward the side of the ribs, elbow close, finishing with the shoulder blade squeezed back. Return slowly, letting the shoulder reach forward; finish and switch.',
    ['Elbow to the hip', 'Reach forward at the end', 'Hips still'],
    [
      'Rotating the torso to pull: keep the hips and chest facing the stack',
      'Shrugging: keep the shoulder down',
      'Jerking: pull smoothly',
    ],
  ],
  'gorilla-row': [
    'Place two kettlebells between the feet, stance wide. Hinge forward with a flat back and grip both handles.',
    'Row one kettlebell toward the hip while pressing the other into the floor, lower it, and row the other side. Keep the hips still and the back flat throughout.',
    ['Press the other bell down', 'Elbow to the hip', 'Hips still'],
    [
      'Hips rotate with each row: brace and keep them square',
      'Rounding the back: sit the hips back',
      'Rushing the switch: lower the bell fully before the next',
    ],
  ],
  'face-pull': [
    'Set a rope on the cable at face height or above. Hold the rope with thumbs toward you, step back until the arms are straight and stand tall.',
    'Pull the rope toward the face, splitting the ends and driving the elbows high and back until the hands are beside the ears. Pause, then return slowly.',
    ['Pull the rope apart', 'Elbows high', 'Hands beside the ears'],
    [
      'Leaning back to pull: stand tall with soft knees',
      'Elbows drop: keep them at shoulder height or higher',
      'Shrugging: keep the neck long',
    ],
  ],
  'kettlebell-row': [
    'Put one knee and the same-side hand on a flat bench, the other foot on the floor. Hold the kettlebell in the free hand hanging below the shoulder, back flat.',
    'Row the kettlebell toward the hip with the elbow close to the body, then lower to a full stretch. Finish the side and switch.',
    ['Flat back', 'Elbow to the hip', 'Stretch at the bottom'],
    [
      'Twisting to lift: keep the shoulders square',
      'Bell swings: control the lowering',
      'Pulling to the chest: aim for the hip',
    ],
  ],
  'kettlebell-bent-over-row': [
    'Stand in a split stance or feet hip width holding a kettlebell in one hand. Hinge forward with a flat back until the torso is near 45 degrees, the free hand on the thigh.',
    'Row the kettlebell to the hip, elbow close, and squeeze the shoulder blade. Lower to a full hang and switch sides after the set.',
    ['Hold the hinge', 'Elbow to the hip', 'Square shoulders'],
    [
      'Torso rotates open: brace against the free hand',
      'Back rounds: push the hips back',
      'Standing up as you tire: keep the angle',
    ],
  ],
  'band-row': [
    'Anchor a band at chest height or loop it around the feet while sitting with legs straight. Hold an end in each hand with the arms straight.',
    'Pull the hands to the lower ribs, driving the elbows back and squeezing the shoulder blades. Return slowly, keeping tension in the band.',
    ['Sit or stand tall', 'Elbows back', 'Slow return'],
    [
      'Leaning back to pull: keep the torso still',
      'Band slack at the start: step or slide back',
      'Shrugging: keep the shoulders down',
    ],
  ],
  'band-face-pull': [
    'Anchor a band at face height, hold an end in each hand thumbs back, and step away until it is taut with straight arms.',
    'Pull the band toward the face, elbows high and hands finishing beside the ears as the band spreads. Pause and return slowly.',
    ['Elbows high', 'Spread the band', 'Pause at the face'],
    [
      'Elbows drop: keep them at shoulder height',
      'Leaning back: stand tall',
      'Snapping back: control the return',
    ],
  ],
  'smith-machine-inverted-row': [
    'Lock the Smith bar at about waist height. Lie under it, grip a little wider than the shoulders, heels on the floor and body straight.',
    'Pull the chest to the bar, squeezing the shoulder blades, then lower to straight arms. Set the bar lower to make it harder.',
    ['Plank body', 'Chest to the bar', 'Squeeze the shoulder blades'],
    [
      'Bar not locked: check both hooks before pulling',
      'Hips sag: squeeze the glutes',
      'Chin reaches up: pull the chest to the bar',
    ],
  ],
  'doorway-row': [
    'Stand in an open doorway facing the edge of the frame, toes close to the threshold. Grip the frame with both hands at chest height and lean back until the arms are straight.',
    'Pull the chest toward the frame by driving the elbows back, keeping the body straight. Lower back to straight arms; move the feet closer to the frame to make it harder.',
    ['Straight body', 'Elbows back', 'Chest to the frame'],
    [
      'Bending at the hips: keep a straight line',
      'Hands slip: grip a solid frame, dry hands',
      'Leaning too little to feel it: walk the feet in',
    ],
  ],
  'towel-row': [
    'Loop a strong towel around the handle of a closed door that opens away from you, hold one end in each hand and lean back with straight arms, feet near the door.',
    'Pull the chest toward the door, elbows close and shoulder blades squeezed, then lower back to straight arms. Check the door is latched before every set.',
    ['Door opens away from you', 'Squeeze the shoulder blades', 'Straight body'],
    [
      'Door opens toward you: use the other side, or a different door',
      'Hips pike: brace into a straight line',
      'Towel slips: wrap it around the hands',
    ],
  ],
  'table-row': [
    'Lie on your back under a sturdy table that will not tip, chest under its edge. Grip the edge a little wider than the shoulders, knees bent or legs straight.',
    'Pull the chest to the table edge, keeping the body straight from knees or heels to head. Lower to straight arms under control.',
    ['Sturdy table only', 'Chest to the edge', 'Hips up'],
    [
      'Table tips or slides: use a heavy table or have someone hold it',
      'Hips sag: squeeze the glutes',
      'Head hits the table: start with the chest under the edge, not the face',
    ],
  ],
  'single-arm-doorway-row': [
    'Stand in an open doorway facing the edge of the frame, toes near the threshold. Grip the frame with one hand at chest height and lean back with the arm straight.',
    'Pull the chest toward the frame with one arm, resisting the twist, then lower under control. Finish the side and switch hands.',
    ['Square to the frame', 'Elbow back', 'Brace against the twist'],
    [
      'Torso rotates open: brace and keep the chest facing the frame',
      'Grip slips: choose a frame you can grip firmly',
      'Too hard: move the feet back from the frame',
    ],
  ],
  'table-row-hold': [
    'Lie on your back under a sturdy table, chest under its edge, and grip the edge a little wider than the shoulders.',
    'Pull the chest up to the table edge and hold for 10 to 30 seconds with the body straight and shoulder blades squeezed. Lower slowly at the end.',
    ['Hold at the top', 'Hips up', 'Breathe'],
    [
      'Table shifts: use a heavy table or have it held',
      'Hips sag: squeeze the glutes',
      'Sinking during the hold: end the set and rest',
    ],
  ],
};
