import type { HowToRows } from './schema.ts';

/** How to do each hinge exercise, by catalogue id. */
export const HINGE_HOW_TO: HowToRows = {
  deadlift: [
    'Stand with the bar over the mid-foot, feet hip width. Hinge down and grip just outside the legs, shins touching the bar, hips higher than the knees and shoulders just in front of the bar.',
    'Take a big breath, brace and pull the slack out of the bar, then push the floor away so the bar travels straight up the legs. Lock hips and knees together at the top, then lower the same path, hips back first.',
    ['Push the floor away', 'Bar drags up the legs', 'Chest up, lats tight'],
    [
      'Bar drifts forward off the legs: pull the lats down and keep it close',
      'Hips shoot up first: set the hips a little lower and push with the legs',
      'Leaning back at lockout: finish by squeezing the glutes, standing tall',
    ],
  ],
  'romanian-deadlift': [
    'Deadlift or unrack the bar to standing with a shoulder-width overhand grip, feet hip width, knees softly bent.',
    'Push the hips back while the bar slides down the thighs, keeping the back flat and knee bend fixed, until the hamstrings are fully stretched, usually just below the knee. Drive the hips forward to stand, breathing out at the top.',
    ['Hips back to the wall', 'Bar brushes the thighs', 'Soft knees, fixed'],
    [
      'Bending the knees into a squat: keep the shins near vertical',
      'Back rounds to reach lower: stop where the hips stop moving back',
      'Bar drifts away: pull it into the legs with the lats',
    ],
  ],
  'sumo-deadlift': [
    'Take a wide stance with the toes turned out and the shins close to the bar, bar over the mid-foot. Grip shoulder width inside the legs with arms hanging straight down.',
    'Sit the hips down toward the bar with the chest up and the knees pushed out over the toes, brace and pull the slack out. Push the floor apart and drive the hips through to stand tall, then lower under control.',
    ['Spread the floor', 'Chest up', 'Hips to the bar'],
    [
      'Knees cave in: push them out over the toes the whole pull',
      'Hips rise early and it turns into a stiff-leg pull: wedge in lower and push the legs first',
      'Bar breaks from the floor slowly: pull the slack out before driving',
    ],
  ],
  'trap-bar-deadlift': [
    'Step into the centre of the trap bar with feet hip width, handles in line with the middle of the feet. Hinge and squat down to grip the handles in the middle.',
    'Brace, keep the chest up and push the floor away, standing up with hips and knees extending together. Lock out tall, then sit back down the same path.',
    ['Stand in the middle', 'Push the floor away', 'Tall at the top'],
    [
      'Gripping off-centre so the bar tips: grip the middle of the handles',
      'Squatting the hips too low: set them between squat and deadlift height',
      'Hyperextending at lockout: finish with glutes, ribs down',
    ],
  ],
  'dumbbell-romanian-deadlift': [
    'Stand with feet hip width holding a dumbbell in each hand in front of the thighs, palms facing you, knees softly bent.',
    'Push the hips back and let the dumbbells slide down the front of the legs with a flat back until the hamstrings are stretched, around mid-shin. Drive the hips forward to stand.',
    ['Hips back', 'Dumbbells skim the legs', 'Long spine'],
    [
      'Dumbbells swing forward: keep them touching the legs',
      'Rounding to reach lower: stop at the hamstring stretch',
      'Squatting down instead of hinging: keep the knee bend fixed',
    ],
  ],
  'single-leg-romanian-deadlift': [
    'Stand on one leg with a soft knee, holding a dumbbell in the opposite hand, free leg just behind you.',
    'Hinge at the standing hip, reaching the free leg back as the torso lowers so they move as one straight line, until the torso is near parallel or the hamstring stops you. Keep the hips square to the floor, then drive the hip forward to stand.',
    ['Hips square to the floor', 'Reach the heel back', 'Head to heel in a line'],
    [
      'Hip of the free leg opens up: point its toes at the floor',
      'Standing knee locks or bends too much: hold a soft fixed bend',
      'Losing balance: slow down, grip the floor, or touch a wall',
    ],
  ],
  'stiff-leg-deadlift': [
    'Stand with the bar over the mid-foot, feet hip width, knees only slightly bent. Hinge down and grip just outside the legs.',
    'With the knees nearly straight and the back flat, pull the bar up by driving the hips forward, then lower it under control back to the floor or as far as the back stays flat. Each rep starts from a near-dead stop.',
    ['Knees nearly straight', 'Flat back', 'Hips drive the bar'],
    [
      'Back rounds at the bottom: lower only to where it stays flat, or raise the bar on blocks',
      'Knees bend into a regular deadlift: keep them fixed and nearly straight',
      'Bar wanders forward: keep it close to the shins',
    ],
  ],
  'deficit-deadlift': [
    'Stand on a bumper plate or low platform, usually no higher than a plate or two, with the bar over the mid-foot. Set up as for a deadlift, which now needs lower hips and more knee bend.',
    'Brace and push the floor away through the longer range, keeping the back flat as the bar leaves the floor. Finish tall and lower the bar to the floor under control.',
    ['Get the hips down', 'Push through the floor', 'Keep the back locked'],
    [
      'Back rounds at the start: use a smaller deficit or lighter load',
      'Hips rise before the bar moves: push with the legs first',
      'Deficit too high to keep position: lower the platform',
    ],
  ],
  'rack-pull': [
    'Set the safety pins so the bar rests just below or just above the knee. Stand with the bar against the legs, feet hip width, and grip just outside the legs.',
    'Brace, set the upper back and drive the hips forward to lift the bar to lockout, squeezing the glutes and shoulders tall. Lower the bar to the pins under control and reset each rep.',
    ['Shoulders back at the top', 'Hips through', 'Bar on the legs'],
    [
      'Leaning back at lockout: stand tall, do not hyperextend',
      'Bouncing off the pins: pause and reset each rep',
      'Shrugging the weight with the arms: keep the arms straight',
    ],
  ],
  'snatch-grip-deadlift': [
    'Grip the bar wide enough that it sits in the hip crease when standing. Set up over the mid-foot with hips lower than a normal deadlift and the chest up.',
    'Brace, squeeze the lats and push the floor away, keeping the bar close and the arms straight all the way to lockout. Lower under control along the legs.',
    ['Chest up', 'Arms long', 'Bar close all the way'],
    [
      'Upper back rounds: lighten the load and squeeze the shoulder blades',
      'Hips high at the start: sit lower to reach the bar',
      'Grip fails: use straps for heavy sets',
    ],
  ],
  'good-morning': [
    'Set the bar at mid-chest height in the rack and rest it on the upper traps as for a back squat. Unrack and stand with feet hip width, knees soft.',
    'Brace and push the hips back, letting the torso tip forward with a flat back until it is near parallel or the hamstrings stop you. Drive the hips forward to stand, exhaling at the top.',
    ['Hips back', 'Flat back', 'Soft knees'],
    [
      'Back rounds at the bottom: shorten the range and lighten the bar',
      'Knees bend into a squat: keep the shins near vertical',
      'Bar rolls up toward the neck: set it lower and squeeze the upper back',
    ],
  ],
  'hip-thrust': [
    'Sit on the floor with the upper back against the edge of a bench, a padded bar across the hip crease. Plant the feet flat hip width so the shins are vertical at the top.',
    'Brace, tuck the chin slightly and drive through the heels to lift the hips until the torso is parallel to the floor, squeezing the glutes hard. Pause at the top, then lower under control.',
    ['Chin tucked, ribs down', 'Shins vertical at the top', 'Squeeze the glutes'],
    [
      'Arching the lower back at the top: keep the ribs down and tuck the pelvis',
      'Feet too far out, hamstrings cramp: bring them closer',
      'Bar rolls: hold it with both hands at the hips',
    ],
  ],
  'machine-hip-thrust': [
    'Sit in the machine with the upper back against the pad and the belt or pad over the hips. Place the feet on the platform hip width so the shins are vertical at the top.',
    'Drive through the heels to raise the hips to full extension, keeping the chin tucked and ribs down. Hold the squeeze briefly, then lower under control.',
    ['Drive through the heels', 'Ribs down', 'Pause at the top'],
    [
      'Arching the back to finish: stop at full hip extension',
      'Pushing with the toes: shift the weight to the heels',
      'Bouncing off the bottom: lower slowly and pause',
    ],
  ],
  'glute-bridge': [
    "Lie on your back with knees bent, feet flat and hip width, heels a hand's length from the hips, arms by your sides.",
    'Brace lightly and press through the heels to lift the hips until there is a straight line from knees to shoulders. Squeeze the glutes for a second and lower slowly.',
    ['Heels down', 'Squeeze at the top', 'Ribs down'],
    [
      'Arching the lower back: lift only until the hips are in line',
      'Hamstrings cramp: move the feet closer to the hips',
      'Rushing: pause one second at the top',
    ],
  ],
  'single-leg-glute-bridge': [
    'Lie on your back with one knee bent and foot flat near the hips, the other leg extended straight or held with the knee pulled to the chest.',
    'Drive through the planted heel to lift the hips level until knee, hip and shoulder line up. Lower slowly and finish all reps before switching legs.',
    ['Hips level', 'Push through the heel', 'Squeeze the working glute'],
    [
      'Hips tilt to one side: keep the pelvis level',
      'Arching the back: stop at a straight line',
      'Foot too far away: bring it closer to the hips',
    ],
  ],
  'kettlebell-swing': [
    'Place the kettlebell about one of your foot lengths in front of you, feet a little wider than the hips. Hinge down with a flat back and grip the handle with both hands.',
    'Hike the bell back between the legs, then snap the hips forward so the bell floats to chest height with straight arms. Let it fall back, hinging only as the forearms reach the thighs, and breathe out on each snap.',
    ['Hike it back', 'Snap the hips', 'Stand tall as a plank at the top'],
    [
      'Squatting the swing: hinge, keep the shins near vertical',
      'Lifting with the arms: let the hips drive and arms stay loose',
      'Leaning back at the top: finish tall with glutes and abs tight',
    ],
  ],
  'single-arm-kettlebell-swing': [
    'Set up as for a two-hand swing with the bell in front of you, feet a little wider than the hips, one hand on the handle and the free arm ready to move with the body.',
    'Hike the bell back high between the legs, snap the hips to float it to chest height, and resist the rotation it creates by keeping the shoulders square. Switch hands between sets or at the top with a hand-to-hand pass.',
    ['Shoulders square', 'Pack the working shoulder', 'Hips do the work'],
    [
      'Torso twists with the bell: brace and keep the chest facing forward',
      'Shoulder pulled forward at the bottom: keep it packed down and back',
      'Arm lifting the bell: keep it loose like a rope',
    ],
  ],
  'kettlebell-deadlift': [
    'Stand with the kettlebell between the feet, in line with the ankles, feet hip width. Hinge down with a flat back and grip the handle with both hands.',
    'Brace, pull the shoulders down and stand up by pushing the floor away and driving the hips forward. Lower by pushing the hips back until the bell touches the floor.',
    ['Hips back', 'Shoulders down', 'Push the floor away'],
    [
      'Back rounds to reach the bell: bend the knees a little more',
      'Bell too far forward: set it between the ankles',
      'Leaning back at the top: just stand tall',
    ],
  ],
  'back-extension': [
    'Set the 45-degree bench so the top of the pad sits just below the hip crease. Lock the heels under the foot pads and cross the arms on the chest or hold a plate.',
    'Lower the torso by hinging at the hips with a neutral spine until you feel the hamstrings stretch. Lift by squeezing the glutes until the body forms a straight line, without arching past it.',
    ['Hinge at the hips', 'Squeeze the glutes up', 'Stop in a straight line'],
    [
      'Hyperextending at the top: stop when the body is straight',
      'Pad too high, blocking the hinge: lower it below the hips',
      'Swinging up fast: control both directions',
    ],
  ],
  'reverse-hyper': [
    'Lie face down on the reverse hyper with the hips at the edge of the pad and legs hanging. Hook the ankles into the strap and hold the handles.',
    'Swing the legs up behind you by squeezing the glutes until they are in line with the torso, then let them lower under control under the pad. Keep the upper body still on the pad.',
    ['Glutes lift the legs', 'Chest stays on the pad', 'Controlled swing'],
    [
      'Throwing the legs up with momentum: slow the lift and pause',
      'Arching hard at the top: stop at straight',
      'Hips too far on the pad: move them to the edge',
    ],
  ],
  'glute-ham-raise': [
    'Set the foot plate so the knees rest just behind the pad, ankles locked under the rollers. Start upright on the knees with the body straight from knee to head.',
    'Lower the body forward slowly as one straight line by letting the knees extend, hips kept straight, until horizontal or as far as you can control. Pull back up with the hamstrings by driving the toes into the plate.',
    ['Straight line knees to head', 'Toes into the plate', 'Slow on the way down'],
    [
      'Bending at the hips to come up: squeeze the glutes and keep them straight',
      'Dropping fast: control the lowering, use a band or push-off if needed',
      'Knees on the pad centre: set them just behind it',
    ],
  ],
  'cable-pull-through': [
    'Attach a rope to a low cable pulley. Face away from it, hold the rope between the legs and walk out until the cable is taut, feet a little wider than the hips.',
    'Push the hips back so the hands travel between the legs, flat back and soft knees. Drive the hips forward to stand tall and squeeze the glutes; the arms just hold on.',
    ['Hips back', 'Arms are hooks', 'Squeeze to stand'],
    [
      'Squatting down: keep the knee bend small and hinge',
      'Pulling with the arms: let them hang',
      'Leaning back at the top: finish tall',
    ],
  ],
  'atlas-stone-lift': [
    'Stand with the stone between the feet, feet a little wider than the stone. Bend over it and wrap the arms around it, hands under the sides, forearms tacky if allowed.',
    'Roll the stone onto the thighs by pulling it to the lap, regrip and get the chest over it. Extend the hips hard to bring it up the chest and onto the platform or over the shoulder, then reset.',
    ['Hug it tight', 'Lap it, then hips through', 'Chest over the stone'],
    [
      'Trying to lift in one pull with straight legs: lap the stone first',
      'Letting the stone roll away from the body: keep the forearms wrapped and squeeze',
      'Standing up under it without hip drive: extend the hips explosively',
    ],
  ],
  'dumbbell-hip-thrust': [
    'Sit against the edge of a bench with a dumbbell held across the hip crease. Plant the feet flat hip width so the shins are vertical at the top.',
    'Drive through the heels to lift the hips until the torso is parallel to the floor, holding the dumbbell in place with both hands. Squeeze the glutes, then lower under control.',
    ['Hold the bell on the hips', 'Chin tucked', 'Shins vertical'],
    [
      'Dumbbell rolls: hold both ends firmly',
      'Lower back arches: keep the ribs down',
      'Feet too close, quads take over: walk them a little out',
    ],
  ],
  'bodyweight-good-morning': [
    'Stand with feet hip width and knees soft, hands behind the head or crossed on the chest.',
    'Push the hips back and tip the torso forward with a flat back until the hamstrings are stretched, about parallel. Drive the hips forward to stand tall; move slowly for control.',
    ['Hips back', 'Chest long', 'Feel the hamstrings'],
    [
      'Back rounds: stop where it stays flat',
      'Knees bend a lot: keep the shins near vertical',
      'Pulling on the neck with the hands: rest them lightly',
    ],
  ],
  'bodyweight-single-leg-romanian-deadlift': [
    'Stand on one leg with a soft knee, arms by your sides or reaching forward.',
    'Hinge at the standing hip as the free leg reaches back in line with the torso, until the body is near parallel to the floor. Keep the hips square and drive the hip forward to stand; hold a wall for balance if needed.',
    ['Hips square', 'Long line head to heel', 'Soft standing knee'],
    [
      'Hip opens to the side: point the back toes down',
      'Rounding forward: keep the chest long',
      'Wobbling: slow down and grip the floor with the foot',
    ],
  ],
  'single-leg-hip-thrust': [
    'Sit against the edge of a bench with one foot flat on the floor under the knee and the other leg raised or bent up.',
    'Drive through the planted heel to lift the hips until the torso is parallel to the floor, keeping the pelvis level. Lower under control, finish the side, then switch.',
    ['Hips level', 'Heel drives', 'Ribs down'],
    [
      'Pelvis drops to the free side: brace and keep it level',
      'Arching the lower back: tuck the chin and ribs',
      'Partial range: touch the floor lightly each rep',
    ],
  ],
  'glute-bridge-hold': [
    'Lie on your back with knees bent, feet flat and hip width, arms on the floor by your sides.',
    'Lift the hips into a bridge with a straight line from knees to shoulders and hold it for 20 to 60 seconds. Keep squeezing the glutes and breathe steadily; lower slowly at the end.',
    ['Squeeze and hold', 'Ribs down', 'Breathe'],
    [
      'Hips sag during the hold: re-squeeze the glutes or shorten the hold',
      'Lower back takes over: tuck the pelvis slightly',
      'Hamstrings cramp: bring the heels closer',
    ],
  ],
  'banded-glute-bridge': [
    'Put a mini band just above the knees. Lie on your back with the knees bent, feet flat and hip width.',
    'Press the knees out against the band and lift the hips into a bridge, squeezing the glutes at the top. Lower slowly while keeping the knees pushed out.',
    ['Knees out into the band', 'Squeeze at the top', 'Heels down'],
    [
      'Knees collapse in: push them out against the band',
      'Arching the back: stop at a straight line',
      'Band rolls to the knee joint: set it above the knees',
    ],
  ],
  'band-good-morning': [
    'Stand on a resistance band with feet hip width and loop the other end around the back of the neck and upper back, hands holding it at the shoulders.',
    'Push the hips back and tip the torso forward with a flat back until the hamstrings are stretched. Drive the hips forward to stand up against the band.',
    ['Hips back', 'Flat back', 'Stand tall against the band'],
    [
      'Band sits on the neck: place it across the upper back',
      'Back rounds: shorten the range',
      'Knees bend into a squat: keep them soft and fixed',
    ],
  ],
  'band-romanian-deadlift': [
    'Stand on the middle of a resistance band with feet hip width, holding an end in each hand in front of the thighs.',
    'Push the hips back with a flat back and soft knees, letting the hands slide down the legs to the hamstring stretch. Drive the hips forward to stand and squeeze the glutes against the band.',
    ['Hips back', 'Hands skim the legs', 'Squeeze at the top'],
    [
      'Rounding to reach the floor: stop at the stretch',
      'Pulling with the arms: keep them straight',
      'Band slips from under the feet: stand on it with the whole foot',
    ],
  ],
  'band-pull-through': [
    'Anchor a resistance band low behind you. Face away, hold the band between the legs and walk out until it is taut, feet a little wider than the hips.',
    'Push the hips back so the hands go between the legs, flat back and soft knees. Drive the hips forward to stand and squeeze the glutes against the band.',
    ['Hips back', 'Arms just hold', 'Snap the hips through'],
    [
      'Squatting instead of hinging: keep the shins vertical',
      'Pulling with the arms: let them hang',
      'Band slack at the bottom: step further out',
    ],
  ],
};
