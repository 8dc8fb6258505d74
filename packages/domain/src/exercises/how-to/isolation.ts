import type { HowToRows } from './schema.ts';

/** How to do each isolation exercise, by catalogue id. */
export const ISOLATION_HOW_TO: HowToRows = {
  'barbell-curl': [
    'Stand tall with feet hip-width, holding a barbell with an underhand grip at shoulder-width, arms straight and the bar against the thighs.',
    'Keeping the elbows at your sides, curl the bar up in an arc until the forearms are vertical and the biceps fully contracted. Lower slowly to full arm extension. Breathe out on the way up.',
    ['Elbows pinned to the sides', 'Squeeze at the top', 'Lower under control'],
    [
      'Swinging the hips to start: lighten the bar and stand still',
      'Elbows drift forward: keep them by the ribs',
      'Half reps at the bottom: straighten the arms each rep',
    ],
  ],
  'ez-bar-curl': [
    'Hold an EZ bar on the angled inner or outer grips with the palms turned slightly in, arms straight, feet hip-width.',
    'Curl the bar up with the elbows fixed at the sides until the biceps are fully shortened, then lower slowly to full extension. The angled grip is easier on the wrists than a straight bar.',
    ['Elbows still', 'Curl and squeeze', 'Slow down, full stretch'],
    [
      'Leaning back to lift it: lighten the bar',
      'Wrists curl in: keep them straight in line with the forearm',
      'Cutting the bottom short: straighten fully',
    ],
  ],
  'dumbbell-curl': [
    'Stand or sit tall with a dumbbell in each hand, arms straight at your sides and palms facing forward.',
    'Curl one or both dumbbells up, keeping the elbows at the sides, until the forearm is vertical; turn the little finger up slightly at the top. Lower slowly to full extension.',
    ['Elbows by the ribs', 'Turn the pinkie up', 'Control the lowering'],
    [
      'Swinging the body: sit or brace against a wall',
      'Elbows move forward: keep them fixed',
      'Wrists bend back: keep them neutral',
    ],
  ],
  'hammer-curl': [
    'Stand with a dumbbell in each hand at your sides, palms facing the thighs (neutral grip), arms straight.',
    'Curl the dumbbells up with the palms facing in the whole time, elbows fixed at the sides, until the forearms are vertical. Lower slowly. The neutral grip also works the forearm muscle on top of the arm.',
    ['Thumbs up the whole rep', 'Elbows stay put', 'Slow lowering'],
    [
      'Swinging: stand against a wall',
      'Wrists rotate: keep the palms facing each other',
      'Shoulders roll forward: chest up',
    ],
  ],
  'incline-dumbbell-curl': [
    'Set a bench to about 45–60 degrees and sit back with a dumbbell in each hand, arms hanging straight down behind the torso, palms forward.',
    'Curl the dumbbells up without moving the upper arms forward, then lower slowly to a full stretch. The incline puts the biceps in a lengthened position, so use a lighter weight than standing.',
    ['Arms hang straight down', 'Head and back on the bench', 'Full stretch each rep'],
    [
      'Elbows swing forward: keep the upper arms still',
      'Shoulders rolling off the pad: keep the back pressed in',
      'Weight too heavy for the range: lighten it',
    ],
  ],
  'preacher-curl': [
    'Adjust the seat so the armpits sit snugly at the top of the preacher pad. Hold an EZ bar with an underhand grip, arms extended down the pad.',
    'Curl the bar up until the forearms are close to vertical, keeping the upper arms on the pad. Lower slowly to nearly straight arms without dropping into the bottom.',
    ['Armpits tight to the pad', 'Slow at the bottom', 'Squeeze at the top'],
    [
      'Dropping the bar to straight arms: control the last part',
      'Hips lift off the seat: lighten the bar',
      'Curling too high, tension lost: stop at vertical forearms',
    ],
  ],
  'concentration-curl': [
    'Sit on the end of a bench, feet wide. Hold a dumbbell in one hand and rest the back of that upper arm against the inner thigh, arm extended down.',
    'Curl the dumbbell toward the shoulder without moving the upper arm, squeeze, then lower slowly to full extension. Do all reps, then switch arms.',
    ['Arm braced on the thigh', 'Curl to the shoulder', 'Pause at the top'],
    [
      'Lifting the elbow off the leg: keep it wedged',
      'Rocking the torso: stay still, lighten the weight',
      'Short range: straighten fully at the bottom',
    ],
  ],
  'cable-curl': [
    'Attach a straight or EZ bar to a low pulley. Stand facing it, a small step back, holding the bar underhand at shoulder-width, arms straight.',
    'Curl the bar up with the elbows fixed at the sides, squeeze the biceps at the top, and lower slowly. The cable keeps tension at the bottom, where a free weight loses it.',
    ['Elbows fixed', 'Squeeze, then slow down', 'Stand tall'],
    [
      'Leaning back: step closer or lighten the stack',
      'Elbows drift forward: pin them to the ribs',
      'Letting the stack pull the arms straight fast: control the lowering',
    ],
  ],
  'spider-curl': [
    'Set an adjustable bench to about 30–45 degrees and lie chest-down on it, arms hanging straight down in front of the bench with a dumbbell in each hand.',
    'Curl the dumbbells up with the upper arms vertical and still, squeezing hard at the top. Lower slowly to straight arms. The chest-down position removes any swing.',
    ['Upper arms hang straight', 'Squeeze at the top', 'Chest stays on the pad'],
    [
      'Swinging the elbows back: keep them under the shoulders',
      'Chest lifts off the bench: lighten the weight',
      'Partial reps at the bottom: straighten the arms',
    ],
  ],
  'bayesian-cable-curl': [
    'Set a D-handle on a low pulley. Face away from the machine and step forward until the arm is pulled slightly behind the body, handle in one hand, palm forward.',
    'Curl the handle forward and up while keeping the upper arm behind the body, squeeze, then lower slowly back into the stretch. Do all reps, then switch arms.',
    ['Arm stays behind you', 'Stretch at the bottom', 'Squeeze at the top'],
    [
      'Elbow drifts forward: keep it just behind the torso',
      'Leaning forward to cheat: stand tall in a split stance',
      'Weight pulls the shoulder forward: lighten it',
    ],
  ],
  'reverse-curl': [
    'Hold an EZ bar with an overhand (palms-down) grip at shoulder-width, arms straight in front of the thighs.',
    'Curl the bar up with the palms facing down and the elbows at the sides, keeping the wrists straight. Lower slowly. Use less weight than a normal curl: the forearms and brachialis do more work.',
    ['Knuckles up the whole rep', 'Wrists straight', 'Elbows tight'],
    [
      'Wrists bend down: lighten the bar',
      'Swinging: stand still, slow reps',
      'Elbows flare out: keep them by the ribs',
    ],
  ],
  'zottman-curl': [
    'Stand with a dumbbell in each hand at your sides, palms facing forward.',
    'Curl up with the palms up, rotate the wrists to palms-down at the top, and lower slowly with the overhand grip. Rotate back to palms-up at the bottom for the next rep.',
    ['Up palms-up, down palms-down', 'Slow on the way down', 'Elbows stay still'],
    [
      'Rushing the lowering: take two or three seconds',
      'Rotating halfway down: turn at the top',
      'Weight too heavy for the overhand lowering: lighten it',
    ],
  ],
  'triceps-pushdown': [
    'Attach a rope to a high pulley. Stand facing it, feet hip-width, with a slight forward lean, elbows tucked at the sides and forearms about parallel to the floor.',
    'Push the rope down until the arms are fully straight, spreading the rope ends apart at the bottom. Return slowly until the forearms are just above parallel, elbows staying at the sides.',
    ['Elbows pinned', 'Spread the rope at the bottom', 'Only the forearms move'],
    [
      'Elbows flare or move forward: lighten and keep them tucked',
      'Leaning over the rope to push with the body: stand taller',
      'Short lockout: straighten fully each rep',
    ],
  ],
  'overhead-triceps-extension': [
    'Sit or stand tall holding one dumbbell with both hands under the top plate, arms extended overhead.',
    'Lower the dumbbell behind the head by bending the elbows, keeping them pointing forward and close to the head, to a deep stretch. Extend back to straight arms. Keep the ribs down.',
    ['Elbows point forward', 'Deep stretch behind the head', 'Ribs down'],
    [
      'Elbows flare wide: keep them narrow',
      'Low back arches: sit with back support and brace',
      'Short range: lower until the forearms pass parallel',
    ],
  ],
  'cable-overhead-triceps-extension': [
    'Attach a rope to a pulley at about chest height. Face away, hold the rope behind the head with elbows bent and pointing forward, and stagger the feet with a slight forward lean.',
    'Extend the elbows to drive the rope forward and up until the arms are straight, then return slowly into a deep stretch behind the head. Keep the upper arms still.',
    ['Upper arms stay put', 'Reach long at the end', 'Slow return into the stretch'],
    [
      'Elbows drop and the shoulders help: keep the elbows up by the head',
      'Arching the back: brace and tuck the ribs',
      'Stack too heavy to reach full extension: lighten it',
    ],
  ],
  'skull-crusher': [
    'Lie on a flat bench holding an EZ bar over the shoulders with a narrow grip, arms straight, feet flat.',
    'Bend the elbows to lower the bar toward the forehead or just behind the head, keeping the upper arms angled slightly back. Extend to straight arms without the elbows flaring.',
    ['Elbows stay narrow', 'Lower behind the head', 'Upper arms still'],
    [
      'Elbows flare out: narrow the grip, lighten the bar',
      'Upper arms move like a press: keep them angled and still',
      'Elbow pain: lower behind the head and use an EZ bar',
    ],
  ],
  'triceps-kickback': [
    'Hinge forward with one knee and hand on a flat bench, back flat. Hold a dumbbell in the other hand with the upper arm tight to the side, parallel to the floor, elbow bent 90 degrees.',
    'Extend the elbow until the arm is straight and in line with the body, squeeze, then return slowly to 90 degrees. Only the forearm moves.',
    ['Upper arm parallel to the floor', 'Lock out and squeeze', 'Slow back to 90'],
    [
      'Swinging the weight: lighten it',
      'Upper arm drops: keep it level with the torso',
      'Shoulder rolls: keep the back flat',
    ],
  ],
  'jm-press': [
    'Set the bar in the rack at bench height and lie on a flat bench. Take a shoulder-width or slightly narrower grip and unrack the bar over the shoulders, elbows tucked.',
    'Lower the bar toward the chin or upper chest by bending the elbows and letting them travel slightly forward, a hybrid of a close-grip press and a skull crusher. Press back to straight arms. Use safeties.',
    ['Elbows tucked and forward', 'Bar toward the chin', 'Press straight back up'],
    [
      'Turns into a bench press: let the elbows move forward, not down',
      'Elbows flare: keep them in',
      'Bar over the face without safeties: set safety pins',
    ],
  ],
  'triceps-bar-extension': [
    "Lie on a flat bench holding the triceps bar's neutral handles over the shoulders, arms straight, feet flat.",
    'Bend the elbows to lower the bar behind the forehead, keeping the upper arms still and the elbows narrow. Extend to straight arms. The neutral grip is friendlier to wrists and elbows than a straight bar.',
    ['Palms face each other', 'Elbows in', 'Stretch behind the head'],
    [
      'Elbows flare: keep them pointing up',
      'Upper arms swing: only the forearms move',
      'Bouncing out of the bottom: pause briefly',
    ],
  ],
  'wrist-curl': [
    'Sit at the end of a flat bench with forearms on the thighs or the bench, palms up, wrists just past the edge, holding a dumbbell in each hand.',
    'Let the dumbbells roll down to the fingertips, then curl them back into the hand and flex the wrist up as far as it goes. Lower slowly. The forearms stay still.',
    ['Forearms flat', 'Full stretch, full curl', 'Slow and controlled'],
    [
      'Lifting the forearms: keep them pinned',
      'Bouncing the weight: control each rep',
      'Tiny range: let the wrist extend fully at the bottom',
    ],
  ],
  'reverse-wrist-curl': [
    'Sit at the end of a flat bench with the forearms on the thighs or the bench, palms down, wrists just past the edge, a light dumbbell in each hand.',
    'Lift the back of the hands toward the ceiling by extending the wrists, pause, then lower slowly below the edge. This is a small muscle group: use a light weight.',
    ['Knuckles up', 'Forearms still', 'Pause at the top'],
    [
      'Weight too heavy, short range: lighten it',
      'Forearms lift: keep them flat',
      'Wrist pain: reduce the range',
    ],
  ],
  'gripper-close': [
    'Hold the gripper in one hand with the handles deep in the palm and fingers, the spring toward the thumb. Set the bottom handle across the fingers.',
    'Squeeze the handles together until they touch or reach your target, hold for a moment, then open slowly. For endurance, do timed holds; for strength, low reps with a stiffer gripper.',
    ['Crush through the fingers', 'Hold the close', 'Open slowly'],
    [
      'Handles set too shallow: place them deep in the hand',
      'Rushing reps: pause in the closed position',
      'Gripper too hard, no full close: use an easier one',
    ],
  ],
  'dead-hang': [
    'Grip a pull-up bar with an overhand grip at shoulder-width, using a box if needed, and step off into a hang.',
    'Hang with straight arms, feet off the floor and legs still, for the set time (20–60 s). Let the shoulders rise slightly toward the ears but keep a light engagement. Breathe slowly, then step down.',
    ['Full grip around the bar', 'Still body', 'Relaxed, steady breathing'],
    [
      'Swinging: start from a still position',
      'Thumb off the bar: wrap it around',
      'Shoulder discomfort: keep a light pull-down engagement',
    ],
  ],
  'band-curl': [
    'Stand on the middle of a resistance band with feet hip-width, gripping the ends with palms forward and arms straight.',
    'Curl the hands up with the elbows at the sides until the forearms are vertical, then lower slowly. The band is hardest at the top, so squeeze there.',
    ['Elbows fixed', 'Squeeze at the top', 'Lower slowly'],
    [
      'Band too light, reps too easy: widen the stance or shorten the band',
      'Elbows drift forward: keep them by the ribs',
      'Letting the band snap back: control the lowering',
    ],
  ],
  'kettlebell-curl': [
    "Stand tall holding a kettlebell by the handle's horns with both hands, or one bell in each hand by the handle, arms straight.",
    'Curl the kettlebell up to the chest with the elbows at the sides, squeeze, then lower slowly to straight arms. The offset weight of the bell makes the top of the curl harder.',
    ['Elbows by the ribs', 'Bell stays close', 'Lower slowly'],
    [
      'Swinging the bell up: stand still',
      'Wrists bend back under the bell: keep them straight',
      'Elbows flare: keep them in',
    ],
  ],
  'suspension-biceps-curl': [
    'Face the anchor, grip the handles with palms up, arms straight in front of you, and walk the feet forward to lean back. A steeper lean makes it harder.',
    'Curl the hands toward the forehead, pulling the body up, while keeping the elbows high and still and the body straight. Lower slowly back to straight arms.',
    ['Elbows stay high', 'Body straight like a plank', 'Hands to the forehead'],
    [
      'Hips sag: squeeze the glutes',
      'Elbows drop: keep them at shoulder height',
      'Too steep a lean: step back to make it lighter',
    ],
  ],
  'doorway-biceps-curl': [
    'Stand facing a door frame, feet close to it, and grip the frame at waist height with one or both hands, palms up. Lean back with straight arms.',
    'Curl your body toward the frame with the biceps, keeping the body straight and the elbows pointing down, then lower slowly back out. Move the feet closer to the frame to make it harder.',
    ['Body stays straight', 'Pull with the arm, not the legs', 'Slow lowering'],
    [
      'Hips drop and the legs do the work: stay rigid',
      'Grip slips: hold a solid frame with dry hands',
      'Elbow flares out: keep it down and in',
    ],
  ],
  'band-triceps-pushdown': [
    'Anchor a band high on a door or bar. Face it, grip the band with both hands, elbows tucked at the sides and forearms about parallel to the floor.',
    'Push the hands down until the arms are straight, squeeze, then return slowly. Tension rises near lockout, so finish each rep fully.',
    ['Elbows stay tucked', 'Lock out fully', 'Slow return'],
    [
      'Elbows move: keep them at the sides',
      'Leaning over the band: stand tall',
      'Anchor slips: check it before each set',
    ],
  ],
  'band-overhead-triceps-extension': [
    'Stand on one end of a band in a split stance, or anchor it low behind you, and hold the other end behind the head with both hands, elbows up.',
    'Extend the arms overhead until straight, keeping the elbows close to the head, then lower slowly back into the stretch.',
    ['Elbows by the ears', 'Press up to straight', 'Slow into the stretch'],
    [
      'Elbows flare: keep them narrow',
      'Arching the low back: brace, ribs down',
      'Band too strong for full range: use a lighter one',
    ],
  ],
  'kettlebell-overhead-triceps-extension': [
    'Sit or stand tall holding a kettlebell by the horns, bell hanging upside down, arms extended overhead.',
    'Bend the elbows to lower the bell behind the head, elbows pointing forward and close, then extend back to straight arms. Keep the ribs down and the grip firm.',
    ['Elbows forward and in', 'Firm grip on the horns', 'Ribs down'],
    [
      'Elbows flare: keep them close to the head',
      'Arching the back: sit with support',
      'Bell hits the back of the head: control the depth',
    ],
  ],
  'dumbbell-lying-triceps-extension': [
    'Lie on a bench or the floor with a dumbbell in each hand, arms straight over the shoulders, palms facing each other.',
    'Bend the elbows to lower the dumbbells beside the head, upper arms still, then extend back to straight arms. On the floor, the range stops when the bells touch down.',
    ['Upper arms still', 'Palms face each other', 'Elbows point up'],
    [
      'Elbows flare: keep them pointing at the ceiling',
      'Upper arms swing: only the elbows bend',
      'Bells bouncing off the floor: touch down softly',
    ],
  ],
  'suspension-triceps-extension': [
    'Face away from the anchor, grip the handles with arms straight in front at shoulder height, and lean forward with a straight body. A steeper lean makes it harder.',
    'Bend the elbows to let the body lower forward until the hands are beside the forehead, then press back to straight arms using the triceps. Keep the body rigid.',
    ['Elbows point forward', 'Body in one line', 'Press to lockout'],
    [
      'Hips sag: squeeze the glutes and brace',
      'Elbows flare: keep them close',
      'Lean too steep: step forward to make it lighter',
    ],
  ],
  'bodyweight-triceps-extension': [
    'Place the hands on a sturdy bar, bench or box, shoulder-width apart, and walk the feet back into a straight-body plank with straight arms.',
    'Bend the elbows to lower the head beneath the level of the hands, keeping the elbows pointing down, then press back to straight arms. A higher surface makes it easier.',
    ['Body rigid', 'Elbows point down', 'Head goes under the bar'],
    [
      'Hips sag: brace and squeeze the glutes',
      'Elbows flare out: keep them in',
      'Surface too low for control: use a higher one',
    ],
  ],
};
