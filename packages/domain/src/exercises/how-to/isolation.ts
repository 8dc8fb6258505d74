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
    ['Thumbs up the whole rep', 'Elbows stay put', 'Lower in two or three seconds'],
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
      'Elbow pain: lower behind the head and warm up with lighter sets',
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
    ['Elbows fixed', 'Hold the top, where the band is hardest', 'Resist it all the way down'],
    [
      'Band too light, reps too easy: widen the stance or shorten the band',
      'Elbows drift forward: keep them by the ribs',
      'Letting the band snap back: control the lowering',
    ],
  ],
  'kettlebell-curl': [
    "Stand tall holding a kettlebell by the handle's horns with both hands, or one bell in each hand by the handle, arms straight.",
    'Curl the kettlebell up to the chest with the elbows at the sides, squeeze, then lower slowly to straight arms. The offset weight of the bell makes the top of the curl harder.',
    ['Elbows by the ribs', 'Bell stays close', 'Wrists straight under the bell'],
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
  'lateral-raise': [
    'Stand tall with a dumbbell in each hand at your sides, palms facing in, elbows slightly bent and a slight forward lean.',
    'Raise the dumbbells out to the sides until the arms are about parallel to the floor, leading with the elbows, then lower slowly. Keep the shoulders down away from the ears.',
    ['Lead with the elbows', 'Reach out, not up', 'Shoulders down'],
    [
      'Shrugging the weight up: lighten it and keep the traps quiet',
      'Swinging the body: slow reps with a still torso',
      'Raising far above the shoulders: stop at shoulder height',
    ],
  ],
  'cable-lateral-raise': [
    'Set a D-handle on a low pulley. Stand side-on to the machine and hold the handle in the far hand, the cable crossing in front of the body, elbow slightly bent.',
    'Raise the arm out to the side to shoulder height, leading with the elbow, then lower slowly until the hand is in front of the hip. The cable keeps tension at the bottom. Do all reps, then switch sides.',
    ['Elbow leads', 'Out to the side, not forward', 'Hand back in front of the hip'],
    [
      'Leaning away to heave the weight: stand tall, hold the machine with the free hand',
      'Shrugging: keep the shoulder down',
      'Bending the elbow more as it rises: keep the angle fixed',
    ],
  ],
  'front-raise': [
    'Stand tall holding a dumbbell in each hand in front of the thighs, palms facing the thighs or each other, elbows slightly bent.',
    'Raise one or both dumbbells straight forward to about shoulder height, then lower slowly. Keep the torso still and the shoulders down.',
    ['Raise to eye line at most', 'Still torso', 'Slow down'],
    [
      'Leaning back to lift: lighten the weight',
      'Swinging up with momentum: pause at the bottom',
      'Shrugging at the top: keep the shoulders down',
    ],
  ],
  'rear-delt-fly': [
    'Hold a dumbbell in each hand, hinge forward until the torso is nearly parallel to the floor with a flat back, arms hanging below the chest, elbows slightly bent.',
    'Raise the arms out to the sides in a wide arc until they are level with the torso, leading with the elbows and thinking out rather than back. Lower slowly. Keep the shoulder blades from pinching hard.',
    ['Reach wide', 'Lead with the elbows', 'Back stays flat'],
    [
      'Squeezing the shoulder blades and rowing: think of reaching out to the walls',
      'Torso rising as you tire: rest the head on an incline bench',
      'Weight too heavy: lighten and control the top',
    ],
  ],
  'reverse-pec-deck': [
    'Sit facing the pec deck pad with the chest against it. Set the handles to the rear-delt position and grip them with arms straight in front at shoulder height.',
    'Sweep the arms out and back in a wide arc until they are in line with the body, then return slowly. Keep the chest on the pad and the elbows just soft.',
    ['Chest on the pad', 'Arms wide and long', 'Pause with the arms in line'],
    [
      'Bending the elbows to row: keep them only slightly bent',
      'Shrugging: shoulders down',
      'Seat too low or high: handles at shoulder height',
    ],
  ],
  'band-pull-apart': [
    'Stand tall holding a light band in front of the chest with both hands, palms down, hands about shoulder-width apart, arms straight.',
    'Pull the band apart by moving the arms out to the sides until it touches the chest, squeezing the shoulder blades together. Return slowly to the start.',
    ['Arms straight', 'Band to the chest', 'Shoulders down'],
    [
      'Bending the elbows: keep them straight',
      'Arching the back: ribs down',
      'Band too strong, short range: use a lighter band or widen the grip',
    ],
  ],
  'cable-rear-delt-fly': [
    'Set a D-handle on each pulley at shoulder height, or use one side. Stand in the middle and cross the cables, holding the left handle in the right hand and vice versa, arms straight in front.',
    'Pull the handles out and back in a wide arc until the arms are in line with the shoulders, then return slowly. Keep the torso still and the elbows soft.',
    ['Pull wide, not back', 'Arms long', 'Control the return'],
    [
      'Turning it into a row: keep the elbows nearly straight',
      'Shrugging: keep the shoulders down',
      'Leaning back: stand tall',
    ],
  ],
  'suspension-reverse-fly': [
    'Face the anchor, holding the handles with straight arms in front of the chest, palms facing each other, and walk the feet forward to lean back.',
    'Open the arms out to the sides to pull the body up, keeping them nearly straight, until they form a T. Lower slowly. A steeper lean makes it harder.',
    ['Straight arms, open wide', 'Body stays rigid', 'Slow lowering'],
    [
      'Hips sag: brace and squeeze the glutes',
      'Bending the arms: keep them nearly straight',
      'Lean too steep: step back to make it lighter',
    ],
  ],
  'prone-y-t-w-raise': [
    'Lie face down on the floor or an incline bench, arms hanging or resting in front, thumbs up, forehead down.',
    'Raise the arms in a Y (overhead), then a T (to the sides), then a W (elbows bent, pulled to the ribs), holding each for a moment and lowering slowly. Light or no weight: quality matters here.',
    ['Thumbs to the ceiling', 'Shoulders down from the ears', 'Pause at the top'],
    [
      'Lifting the head and chest: keep the forehead down',
      'Shrugging: pull the shoulders down',
      'Too much weight, tiny range: use none or very light',
    ],
  ],
  'reverse-snow-angel': [
    'Lie face down with the arms by the sides, palms down, forehead resting just off the floor.',
    'Lift the arms slightly and sweep them out and around overhead in a wide arc, turning the palms as they pass the shoulders, then sweep back to the sides. Keep the arms off the floor throughout.',
    ['Arms hover the whole time', 'Wide, slow arc', 'Shoulders down'],
    [
      'Arms drop to the floor: lift only as high as you can keep them up',
      'Arching the neck: look at the floor',
      'Rushing: take four or five seconds each way',
    ],
  ],
  'band-lateral-raise': [
    'Stand on the middle of a band, holding the ends at the sides with palms in and elbows slightly bent.',
    'Raise the arms out to the sides to shoulder height, leading with the elbows, then lower slowly. Stand on the band with one foot for less tension, or a wider stance for more.',
    ['Elbows lead', 'Stop at shoulder height', 'Slow down'],
    [
      'Shrugging: keep the traps relaxed',
      'Band too strong for full range: lighten it',
      'Leaning: stand tall',
    ],
  ],
  'kettlebell-lateral-raise': [
    'Stand tall holding a light kettlebell in each hand by the handle at your sides, elbows slightly bent.',
    'Raise the arms out to the sides to shoulder height, keeping the bells under the hands, then lower slowly. The hanging bell loads the top more than a dumbbell.',
    ['Elbows lead', 'Bell stays under the hand', 'Wrists straight, bells quiet'],
    [
      'Bells swing: move slowly',
      'Shrugging: keep the shoulders down',
      'Swinging the body: lighten the bells',
    ],
  ],
  'suspension-y-fly': [
    'Face the anchor, holding the handles with straight arms in front, and walk the feet forward to lean back with the body straight.',
    'Raise the arms up and out into a Y overhead, pulling the body upright, then lower slowly back to the start. Keep the arms nearly straight.',
    ['Arms into a Y', 'Body rigid', 'Thumbs up'],
    [
      'Bending the elbows: keep them nearly straight',
      'Arching the back: ribs down, glutes tight',
      'Lean too steep: step back',
    ],
  ],
  'upright-row': [
    'Stand tall holding an EZ bar with an overhand grip about shoulder-width or a little wider, bar against the thighs.',
    'Pull the bar up close to the body, leading with the elbows, until the elbows are at about shoulder height. Lower slowly. Stop at the height where the shoulders stay comfortable.',
    ['Elbows lead and stay above the wrists', 'Bar close', 'Stop at shoulder height'],
    [
      'Narrow grip pinches the shoulders: widen it',
      'Pulling too high: stop at shoulder height',
      'Swinging with the hips: lighten the bar',
    ],
  ],
  'barbell-shrug': [
    'Set the bar in the rack at mid-thigh height. Grip it overhand just outside the thighs and stand up with it, arms straight.',
    'Lift the shoulders straight up toward the ears as high as possible, hold for a moment, then lower them slowly. The arms stay straight; the shoulders do not roll.',
    ['Shoulders to the ears', 'Pause at the top', 'Arms are hooks'],
    [
      'Rolling the shoulders: straight up and down',
      'Bending the elbows: keep the arms straight',
      'Short, bouncing reps: hold each top briefly',
    ],
  ],
  'dumbbell-shrug': [
    'Stand tall with a dumbbell in each hand at your sides, palms facing in, arms straight.',
    'Lift the shoulders straight up toward the ears, hold for a moment, then lower slowly. The dumbbells at the sides allow a natural path.',
    ['Straight up, straight down', 'Hold at the top', 'Long neck'],
    [
      'Rolling the shoulders: no circles',
      'Head pokes forward: chin tucked',
      'Curling the weights: arms stay straight',
    ],
  ],
  'dumbbell-fly': [
    'Lie on a flat bench with a dumbbell in each hand over the chest, palms facing each other, elbows slightly bent. Feet flat and shoulder blades tucked.',
    'Open the arms out to the sides in a wide arc until you feel a stretch across the chest, elbows staying at the same slight bend. Bring the dumbbells back together over the chest as if hugging a barrel.',
    ['Hug a barrel', 'Fixed elbow bend', 'Stretch, do not overstretch'],
    [
      'Lowering too deep: stop when the upper arm is level with the torso',
      'Bending the elbows into a press: keep the angle fixed',
      'Bells clanging at the top: stop just short of touching',
    ],
  ],
  'incline-dumbbell-fly': [
    'Set a bench to about 30 degrees and lie back with a dumbbell in each hand over the upper chest, palms facing each other, elbows slightly bent.',
    'Lower the dumbbells out to the sides in an arc until the chest is stretched, then bring them back up over the upper chest. The incline shifts work to the upper chest.',
    ['Upper chest leads', 'Elbows slightly bent', 'Wide arc'],
    [
      'Angle too steep, shoulders take over: lower it to about 30 degrees',
      'Elbows bending into a press: keep them fixed',
      'Going too deep: stop at shoulder level',
    ],
  ],
  'cable-crossover': [
    'Set both pulleys high and hold a handle in each hand. Step forward into a split stance with a slight forward lean, arms out to the sides with a soft bend.',
    'Bring the handles down and together in front of the lower chest in a wide arc, squeezing the chest, then return slowly until the arms are back out wide. Pulley height changes the line: low to high works the upper chest.',
    ['Hug around a tree', 'Squeeze the handles together', 'Slow return'],
    [
      'Pressing the handles: keep the elbow angle fixed',
      'Leaning too far forward: stay slightly inclined',
      'Letting the stack pull the arms back fast: control it',
    ],
  ],
  'pec-deck': [
    'Adjust the seat so the handles are at chest height. Sit with the back against the pad and grip the handles or place the forearms on the pads, elbows slightly bent.',
    'Bring the handles together in front of the chest in a smooth arc, squeeze, then return slowly until you feel a stretch across the chest. Keep the shoulders back on the pad.',
    ['Back on the pad', 'Squeeze in front', 'Open slowly into the stretch'],
    [
      'Shoulders roll forward: keep them back',
      'Stack slams between reps: control the return',
      'Seat too high: handles at mid-chest',
    ],
  ],
  'dumbbell-pullover': [
    'Lie across or along a flat bench, holding one dumbbell with both hands under the top plate, arms extended over the chest with a slight elbow bend.',
    'Lower the dumbbell in an arc behind the head until the upper arms are level with the ears and you feel the stretch in the chest and lats. Pull it back over the chest along the same arc.',
    ['Arms nearly straight', 'Ribs down', 'Stretch, then pull back'],
    [
      'Elbows bend and it turns into a triceps extension: keep the angle fixed',
      'Arching the low back: brace and keep the ribs down',
      'Too deep with a heavy weight: stop where the shoulders are comfortable',
    ],
  ],
  'dumbbell-floor-fly': [
    'Lie on the floor with knees bent, a dumbbell in each hand over the chest, palms facing each other, elbows slightly bent.',
    'Open the arms out to the sides until the upper arms touch the floor lightly, then bring the dumbbells back together over the chest. The floor limits the stretch, which suits heavier or shoulder-sensitive work.',
    ['Elbows touch down softly', 'Fixed elbow bend', 'Squeeze together'],
    [
      'Dropping the elbows onto the floor: lower slowly',
      'Pressing instead of flying: keep the angle',
      'Bouncing off the floor: pause briefly',
    ],
  ],
  'band-chest-fly': [
    'Anchor a band at chest height behind you, hold an end in each hand, and step forward until there is tension, arms out wide with a soft elbow bend.',
    'Bring the hands together in front of the chest in a wide arc, squeeze, then return slowly to the start. The band is hardest at the end of the fly.',
    ['Hug forward', 'Fixed elbow bend', 'Control the return'],
    [
      'Pressing the band: keep the arc',
      'Band snaps back: slow the return',
      'Too little tension: step further forward',
    ],
  ],
  'slider-chest-fly': [
    'Kneel on a smooth floor with a slider or folded towel under each hand, hands under the shoulders and arms straight, hips in line with the knees and shoulders.',
    'Slide the hands out to the sides with a slight elbow bend, lowering the chest only as far as you can control, then squeeze the hands back together under the chest. Move the knees back to make it harder.',
    ['Slide out slowly', 'Squeeze the hands together', 'Hips in line'],
    [
      'Sliding out too far and collapsing: shorten the range',
      'Hips pike up: keep a straight line from knees to head',
      'Bending the elbows into a push-up: keep the angle fixed',
    ],
  ],
  'single-arm-cable-fly': [
    'Set a D-handle at chest height. Stand side-on to the machine, hold the handle in the near hand, and step out until the arm is stretched back, elbow slightly bent.',
    'Bring the handle across in front of the chest in an arc, squeezing the chest, then return slowly into the stretch. Keep the hips and shoulders square. Do all reps, then switch sides.',
    ['Square hips', 'Arc across the body', 'Stretch slowly'],
    [
      'Rotating the torso: brace and stay square',
      'Bending the elbow to press: keep it fixed',
      'Shoulder rolls forward at the end: stop at mid-chest',
    ],
  ],
  'suspension-chest-fly': [
    'Face away from the anchor, holding the handles with straight arms in front of the chest, and lean forward with a straight body. A steeper lean makes it harder.',
    'Open the arms out to the sides with a slight elbow bend, letting the body lower forward until you feel a stretch, then pull the arms back together to return. Keep the body rigid.',
    ['Body like a plank', 'Wide arc', 'Squeeze back together'],
    [
      'Hips sag: squeeze the glutes and brace',
      'Going too deep: stop at a stretch you control',
      'Lean too steep: step forward to make it lighter',
    ],
  ],
  'kettlebell-pullover': [
    'Lie on the floor with knees bent, holding a kettlebell by the horns over the chest with both hands, arms nearly straight.',
    'Lower the bell in an arc behind the head until it nearly touches the floor, feeling the stretch in the lats and chest, then pull it back over the chest. Keep the ribs down.',
    ['Arms nearly straight', 'Ribs down', 'Slow arc'],
    [
      'Arching the back: brace and press the low back into the floor',
      'Bending the elbows: keep the angle fixed',
      'Bell hits the floor hard: control it',
    ],
  ],
  'leg-extension': [
    "Adjust the seat so the knees line up with the machine's pivot and the pad sits on the front of the lower shins. Sit back and hold the handles.",
    'Extend the knees until the legs are straight, squeeze the quads, then lower slowly until the knees are bent about 90 degrees or more. Keep the hips down on the seat.',
    ['Knees at the pivot', 'Squeeze at the top', 'Toes pulled up'],
    [
      'Hips lift off the seat: lighten the stack and hold the handles',
      'Kicking the weight up: controlled, steady reps',
      'Pad too high on the shin: set it just above the ankles',
    ],
  ],
  'seated-leg-curl': [
    'Adjust the seat so the knees line up with the pivot. Place the lower leg pad just above the heels, lock the thigh pad down, and hold the handles.',
    'Curl the heels down and back as far as they go, squeeze the hamstrings, then return slowly to nearly straight legs. Keep the hips back in the seat.',
    ['Thigh pad tight', 'Pull the heels under', 'Hips back in the seat'],
    [
      'Hips slide forward: tighten the thigh pad',
      'Short range: curl fully each rep',
      'Letting the stack slam: control the return',
    ],
  ],
  'stability-ball-leg-curl': [
    'Lie on your back with the heels on a stability ball, legs straight, arms on the floor beside you. Lift the hips so the body is straight from shoulders to heels.',
    'Keeping the hips up, curl the heels toward the glutes, rolling the ball in, then extend the legs slowly back to straight without letting the hips drop.',
    ['Hips stay high', 'Heels to the glutes', 'Slow roll out'],
    [
      'Hips drop as the legs curl: push them up throughout',
      'Ball wobbles: press the arms into the floor',
      'Rushing the return: take two or three seconds',
    ],
  ],
  'slider-leg-curl': [
    'Lie on your back on a smooth floor with the heels on sliders or a towel, knees bent, and lift the hips into a bridge.',
    'Slide the heels out until the legs are nearly straight while holding the hips up, then pull the heels back under the knees. Lower the hips only at the end of the set.',
    ['Hips up the whole set', 'Slide slow, pull hard', 'Heels dig down'],
    [
      'Hips drop as the legs straighten: shorten the slide',
      'Hamstring cramp: build up the range',
      'Sliders catch: use a smooth floor',
    ],
  ],
  'single-leg-slider-leg-curl': [
    'Lie on your back with one heel on a slider and the other leg raised. Bridge the hips up on the working leg, arms on the floor.',
    'Slide the heel out slowly, keeping the hips level and up, then pull it back under the knee. Do all reps, then switch legs. Harder than the two-leg version.',
    ['Hips level', 'Slow slide out', 'Pull the heel in'],
    [
      'Hip on the free side drops: keep the pelvis level',
      'Hips sag: shorten the range',
      'Cramping: start with the two-leg version',
    ],
  ],
  'suspension-hamstring-curl': [
    "Lie on your back with the heels in the suspension trainer's foot cradles under the anchor, legs straight, arms on the floor. Lift the hips into a straight line.",
    'Curl the heels toward the glutes while keeping the hips high, then extend slowly back to straight legs. Keep the straps still.',
    ['Hips stay high', 'Heels to the glutes', 'Slow extension'],
    [
      'Hips drop: push them up throughout',
      'Straps swing: move slowly',
      'Feet not under the anchor: set the body directly under it',
    ],
  ],
  'nordic-curl': [
    'Kneel on a pad with the ankles secured under the Nordic strap, body upright from knees to head, hands ready in front of the chest.',
    'Lower the torso forward as slowly as possible, keeping the hips straight, and catch yourself with the hands at the bottom. Push back up lightly with the hands and pull back to upright with the hamstrings.',
    ['Hips locked straight', 'Lower as slowly as you can', 'Catch with the hands'],
    [
      'Bending at the hips: keep the glutes squeezed',
      'Dropping fast early: control the first part',
      'Too many reps too soon: small sets, build up weekly',
    ],
  ],
  'bodyweight-nordic-curl': [
    'Kneel on a pad with the heels anchored under a heavy couch or held by a partner. Keep the body straight from knees to head.',
    'Lower forward slowly with the hips straight, resisting with the hamstrings, and catch yourself with the hands. Push back up lightly with the hands to return.',
    ['Body straight from knees up', 'Slow descent', 'Hands catch you'],
    [
      'Anchor moves: use something heavier or a partner',
      'Hips bend: squeeze the glutes',
      'Collapsing early: do partial range first',
    ],
  ],
  'band-leg-curl': [
    'Lie face down with a mini band looped around both ankles, or with a band anchored low beyond the feet. Forehead rests on the hands.',
    'Curl one heel toward the glutes against the band, keeping the hips down, then lower slowly. Do all reps, then switch legs.',
    ['Hips stay down', 'Heel to the glute', 'Squeeze the hamstring at the top'],
    [
      'Hips lift: press them into the floor',
      'Band too light, fast reps: stronger band',
      'Foot flops: pull the toes up',
    ],
  ],
  'standing-calf-raise': [
    'Set the shoulder pads at a height where you stand under them with slightly bent knees. Stand with the balls of the feet on the edge of the step, heels hanging.',
    'Lower the heels as far as they go into a stretch, pause, then rise onto the toes as high as possible. Knees stay almost straight; the ankles do the work.',
    ['Deep stretch, pause', 'Rise onto the big toe', 'Knees still'],
    [
      'Bouncing at the bottom: pause in the stretch',
      'Bending the knees to help: keep them nearly straight',
      'Short range: lighten the stack',
    ],
  ],
  'dumbbell-calf-raise': [
    'Stand on a step with the balls of the feet on the edge, heels hanging, a dumbbell in one hand and the other hand on a wall or rail.',
    'Lower the heels into a full stretch, pause, then rise onto the toes as high as possible. Do it on one leg with a dumbbell on that side for more load.',
    ['Full stretch', 'Push through the big toe', 'Pause at the top'],
    [
      'Bouncing: pause at the bottom',
      'Rolling onto the outer foot: push through the big toe',
      'Leaning on the wall: hold only for balance',
    ],
  ],
  'bodyweight-calf-raise': [
    'Stand with the balls of the feet on a step, heels hanging, holding a wall or rail for balance. On flat ground, just stand tall.',
    'Lower the heels as far as they go, then rise onto the toes as high as possible and pause. Use high reps or slow tempo for more challenge.',
    ['Up on the big toes', 'Pause at the top', 'Slow down'],
    [
      'Rushing reps: pause at both ends',
      'Short range: use a step for a full stretch',
      'Ankles roll out: keep the weight over the big toe',
    ],
  ],
  'single-leg-calf-raise': [
    'Stand on one foot on the edge of a step, heel hanging, the other foot lifted behind, hand on a wall for balance.',
    'Lower the heel into a full stretch, then rise onto the toes as high as possible and pause. Do all reps, then switch legs.',
    ['Full range', 'Big toe drives up', 'Still knee'],
    [
      'Bending the knee to help: keep it nearly straight',
      'Rolling onto the outside of the foot: push through the big toe',
      'Bouncing: pause at the bottom',
    ],
  ],
  'smith-machine-calf-raise': [
    'Place a step or plate under the Smith bar. Unrack the bar onto the upper back and stand with the balls of the feet on the edge, heels hanging.',
    "Lower the heels into a stretch, pause, then rise as high as possible on the toes. The bar's fixed path lets you focus on the calves.",
    ['Pause in the stretch', 'Rise tall', 'Knees almost straight'],
    [
      'Bouncing: pause at the bottom',
      'Feet slip on the step: use a stable platform',
      'Bending the knees: keep them straight',
    ],
  ],
  'leg-press-calf-raise': [
    'Sit in the leg press and place the balls of the feet on the lower edge of the platform, legs nearly straight, heels off the edge. Set the safety stops if the machine has them.',
    'Let the platform push the toes toward you into a stretch, then press through the balls of the feet to extend the ankles fully. Keep the knees slightly soft but still.',
    ['Knees still', 'Full stretch, full press', 'Balls of the feet'],
    [
      'Feet slip off the edge: place them carefully and go slower',
      'Bending the knees: keep them almost straight',
      'Short reps: use a lighter load',
    ],
  ],
  'hip-abduction': [
    'Sit in the machine with the back against the pad and the pads on the outside of the knees, legs together, hands on the handles.',
    'Push the knees out against the pads as far as they go, pause, then return slowly. Leaning slightly forward shifts the work toward the glutes.',
    ['Push out through the knees', 'Pause wide', 'Slow return'],
    [
      'Stack slams: control the return',
      'Short, fast reps: full range with a pause',
      'Hips lift from the seat: lighten the stack',
    ],
  ],
  'hip-adduction': [
    'Sit in the machine with the back against the pad and the pads on the inside of the knees, legs apart at a comfortable stretch, hands on the handles.',
    'Squeeze the knees together against the pads, pause, then let them return slowly to the start. Set the start width within a stretch you control.',
    ['Squeeze the knees together', 'Resist as the knees open', 'Sit tall'],
    [
      'Start width too wide: reduce it',
      'Letting the pads snap open: control the return',
      'Rocking the torso: sit still',
    ],
  ],
  'banded-lateral-walk': [
    'Place a mini band around the legs just above the knees or at the ankles. Stand in a quarter squat with feet hip-width, chest up.',
    'Step sideways with the lead foot, then bring the trailing foot in only partway so the band stays tight. Keep the toes forward and the hips level for the set distance or steps, then go back the other way.',
    ['Stay low', 'Band stays tight', 'Toes forward'],
    [
      'Knees cave: push them out against the band',
      'Standing up tall: keep the quarter squat',
      'Swaying the torso: level hips and shoulders',
    ],
  ],
  clamshell: [
    'Lie on one side with a mini band above the knees, hips and knees bent about 45 degrees, heels together, head resting on the arm.',
    'Keeping the heels together and the hips stacked, lift the top knee as far as you can without rolling the pelvis back. Pause, then lower slowly. Do all reps, then switch sides.',
    ['Heels together', 'Hips stacked', 'Lift from the hip'],
    [
      'Rolling back to lift higher: keep the top hip forward',
      'Feet separate: keep the heels touching',
      'Rushing: pause at the top',
    ],
  ],
  'cable-glute-kickback': [
    'Attach an ankle strap to a low pulley and buckle it on one ankle. Face the machine, hold it for support and hinge slightly forward with the standing knee soft.',
    'Kick the strapped leg back and slightly up by squeezing the glute, without arching the low back, then return slowly. Do all reps, then switch legs.',
    ['Squeeze the glute to move the leg', 'Ribs down, no arch', 'Hips square to the machine'],
    [
      'Arching the low back to lift higher: stop when the hip is fully extended',
      'Swinging: pause at the top',
      'Standing leg locks: keep a soft knee',
    ],
  ],
  'band-front-raise': [
    'Stand on the middle of a band with feet hip-width, holding the ends in front of the thighs with palms down, arms straight.',
    'Raise the arms straight forward to shoulder height, then lower slowly. Keep the torso still and the shoulders down.',
    ['Raise to shoulder height', 'Still torso', 'Slow down'],
    [
      'Leaning back: use a lighter band',
      'Shrugging: shoulders down',
      'Band snaps down: control the lowering',
    ],
  ],
  'reverse-nordic': [
    'Kneel on a pad with the knees hip-width, body upright from knees to head, arms crossed or in front. Toes tucked or flat.',
    'Lean the whole body back as one piece by bending at the knees, keeping the hips straight, as far as you can control. Pull back up with the quads. Start with a short range and build it up.',
    ['Hips stay straight', 'Lean back as one piece', 'Control the depth'],
    [
      'Bending at the hips: squeeze the glutes',
      'Dropping too far: shorten the range',
      'Knee pain: use a soft pad and reduce depth',
    ],
  ],
  'side-lying-hip-adduction': [
    'Lie on one side with the bottom leg straight. Cross the top leg over and place its foot on the floor in front of the bottom knee, or rest it on a bench.',
    'Lift the straight bottom leg off the floor using the inner thigh, keeping the toes pointing forward, pause, then lower slowly. Do all reps, then switch sides.',
    ['Lift from the inner thigh', 'Toes forward', 'Pause at the top'],
    [
      'Rolling back: keep the hips stacked',
      'Swinging the leg up: slow lift',
      'Toes turning up: keep them pointing forward',
    ],
  ],
  'towel-biceps-curl': [
    'Sit or stand with a towel looped under one foot, holding both ends with palms up, elbows at the sides.',
    'Curl the towel up while pressing down with the foot to make the resistance, keeping it hard through the full range. Lower slowly while still pushing with the foot. Adjust the foot pressure to make it harder.',
    ['Foot resists the whole rep', 'Elbows fixed', 'Squeeze the towel tight'],
    [
      'Foot lets up and there is no resistance: push down steadily',
      'Elbows drift forward: pin them to the sides',
      'Rushing: take a few seconds each way',
    ],
  ],
};
