import type { HowToRows } from './schema.ts';

/** How to do each vertical-push exercise, by catalogue id. */
export const VERTICAL_PUSH_HOW_TO: HowToRows = {
  'overhead-press': [
    'Set the bar in the rack at upper-chest height. Grip just outside the shoulders, forearms vertical, and unrack so the bar rests on the front delts; feet hip width, glutes squeezed.',
    'Brace, pull the chin back and press the bar straight up past the face, then move the head forward under it so it locks out over the mid-foot. Lower it back to the shoulders the same path, breathing at the top or on the shoulders.',
    ['Squeeze the glutes', 'Head through at the top', 'Bar over the mid-foot'],
    [
      'Leaning back to press: brace the abs and squeeze the glutes',
      'Bar loops around the face: pull the chin back and press straight up',
      'Elbows too far behind the bar: keep the forearms vertical',
    ],
  ],
  'dumbbell-shoulder-press': [
    'Set a bench upright or near it. Sit with the back against the pad and kick the dumbbells up to the shoulders, palms forward or slightly in, elbows under the wrists.',
    'Press the dumbbells up until the arms are straight over the shoulders, then lower until they are about level with the ears or chin. Keep the back on the pad and breathe out on each press.',
    ['Elbows under the wrists', 'Back on the pad', 'Press up, slightly in'],
    [
      'Arching off the pad: brace and keep the ribs down',
      'Dumbbells drift forward: stack them over the shoulders',
      'Short range: lower to ear height each rep',
    ],
  ],
  'standing-dumbbell-shoulder-press': [
    'Stand with feet hip width holding a dumbbell at each shoulder, palms forward or in, elbows slightly in front of the body.',
    'Brace and press both dumbbells overhead until the arms lock beside the ears, then lower to the shoulders under control. Keep the ribs down and the legs still.',
    ['Ribs down', 'Glutes tight', 'Biceps by the ears'],
    [
      'Leaning back: brace and squeeze the glutes',
      'Knees dip to help: keep the legs straight, or do a push press on purpose',
      'Dumbbells end in front of the head: finish over the shoulders',
    ],
  ],
  'seated-overhead-press': [
    'Set an upright bench in the rack with the bar at about forehead height when seated. Sit back against the pad, grip just outside the shoulders, and unrack to the front of the shoulders.',
    'Press the bar straight up, moving the head back slightly to clear it and forward under it at lockout. Lower to the upper chest under control.',
    ['Back on the pad', 'Head through', 'Forearms vertical'],
    [
      'Arching hard off the pad: lower the load and brace',
      'Bar drifts forward: keep it over the shoulders',
      'Unracking from too low: set the hooks so you can unrack with bent arms and little effort',
    ],
  ],
  'arnold-press': [
    'Sit on an upright bench holding the dumbbells in front of the shoulders with palms facing you, elbows in front of the body.',
    'Press up while rotating the palms to face forward as the elbows open out, finishing with straight arms overhead. Reverse the rotation on the way down to return to the start.',
    ['Rotate as you press', 'Finish over the shoulders', 'Control the turn down'],
    [
      'Rotating first, then pressing: blend the turn into the press',
      'Arching the back: keep it on the pad',
      'Going too heavy to control the turn: lighten the dumbbells',
    ],
  ],
  'push-press': [
    'Unrack the bar from upper-chest height onto the front delts with a grip just outside the shoulders. Stand with feet hip width, weight over the mid-foot.',
    'Dip by bending the knees slightly with the torso upright, then drive hard through the legs and press the bar up off the shoulders to lockout. Lower the bar to the shoulders, absorbing it with a slight knee bend.',
    ['Short straight dip', 'Drive, then press', 'Heels down in the dip'],
    [
      'Dipping forward onto the toes: keep the torso upright and weight mid-foot',
      'Pressing before the legs finish: let the drive launch the bar',
      'Dip too deep: keep it short and quick',
    ],
  ],
  'machine-shoulder-press': [
    'Set the seat so the handles start at about shoulder height. Sit with the back against the pad, feet flat, and grip the handles.',
    'Press the handles up to straight arms without locking hard, then lower slowly to shoulder height.',
    ['Back on the pad', 'Press straight up', 'Slow return'],
    [
      'Seat too low, handles start too deep: raise it',
      'Arching off the pad: brace the abs',
      'Shrugging into the press: keep the shoulders down',
    ],
  ],
  'plate-loaded-shoulder-press': [
    'Load both sides evenly and set the seat so the handles start at shoulder height. Sit with the back against the pad and grip the handles.',
    'Press the handles up until the arms are straight, keeping both sides moving together, then lower slowly to the shoulders.',
    ['Both sides even', 'Back on the pad', 'Control the lower'],
    [
      'One side leads: press evenly',
      'Bouncing at the bottom: pause at the shoulders',
      'Arching the back: brace',
    ],
  ],
  'smith-machine-shoulder-press': [
    'Set an upright bench under the Smith bar so the bar lowers just in front of the face. Sit with the back on the pad and grip just outside the shoulders.',
    'Unhook the bar, lower it to about chin level and press it back up to straight arms along the fixed path. Re-hook at the end of the set.',
    ['Bench placed so the bar clears the face', 'Elbows under the bar', 'Back on the pad'],
    [
      'Bench too far forward, bar hits the nose: slide it back',
      'No safeties set: set the stops just below the lowest point of the rep',
      'Arching off the pad: brace',
    ],
  ],
  'single-arm-dumbbell-press': [
    'Stand with feet hip width holding one dumbbell at the shoulder, palm in or forward, the free hand on the hip or out to the side.',
    'Brace and press the dumbbell overhead until the arm is straight beside the ear, without leaning away. Lower under control; finish the side and switch.',
    ['Stay tall', 'Brace against the lean', 'Biceps by the ear'],
    [
      'Side-bending away from the weight: brace the trunk and lighten up',
      'Elbow flares far out: keep it slightly in front',
      'Leaning back: squeeze the glutes',
    ],
  ],
  'kettlebell-press': [
    'Clean one kettlebell to the rack position: handle in the palm, bell on the outside of the forearm, elbow tucked to the ribs. Stand with feet hip width.',
    'Squeeze the glutes and press the bell up, letting the forearm stay vertical and the palm turn forward until the arm locks overhead. Pull it back down to the rack and switch sides after the set.',
    ['Forearm vertical', 'Grip hard, glutes tight', 'Pull it down to the rack'],
    [
      'Wrist bent back: grip the handle deep and keep the wrist straight',
      'Leaning away from the bell: brace the trunk',
      'Dropping the bell to the rack: pull it down under control',
    ],
  ],
  'landmine-press': [
    'Hold the end of a landmine bar at the shoulder with one hand, in a half-kneeling or split stance with the opposite leg forward.',
    'Press the bar up and forward along its arc until the arm is straight, letting the shoulder blade reach forward at the end. Lower under control to the shoulder; switch sides after the set.',
    ['Press up and out', 'Reach at the end', 'Ribs down'],
    [
      'Leaning back to press: stay tall over the hips',
      'Elbow flares out: keep it slightly in front',
      'Twisting the torso: brace and keep the hips square',
    ],
  ],
  'band-overhead-press': [
    'Stand on the middle of a resistance band with feet hip width, holding an end in each hand at the shoulders, palms forward.',
    'Brace and press both hands overhead until the arms are straight beside the ears, then lower slowly to the shoulders.',
    ['Ribs down', 'Press to the ceiling', 'Slow lower'],
    [
      'Leaning back to finish: squeeze the glutes',
      'Band slips from the feet: stand on it with the whole foot',
      'Elbows flare: keep them slightly forward',
    ],
  ],
  'z-press': [
    'Set the bar in the rack at about shoulder height when seated on the floor. Sit with legs straight out in front and slightly apart, back tall, and take the bar on the front delts with a shoulder-width grip.',
    'Brace and press the bar straight overhead, moving the head through at lockout, without leaning back. Lower under control to the shoulders; there is no leg or back support to help.',
    ['Sit tall', 'Head through', 'Legs stay down'],
    [
      'Rounding or leaning back: lighten the bar and brace',
      'Knees bend and lift: keep the legs straight and heavy',
      'Bar drifts forward: press straight up',
    ],
  ],
  'axle-overhead-press': [
    'Set the axle in the rack at upper-chest height or clean it from the floor. Take a shoulder-width grip, rest it on the front delts, elbows slightly forward, feet hip width.',
    'Brace and press the thick bar straight up, head through at lockout, squeezing hard because it does not rotate. Lower to the shoulders under control; the thick bar asks more of the grip and wrists than a barbell.',
    ['Crush the grip', 'Head through', 'Glutes tight'],
    [
      'Bar rolls into the fingers: set it deep in the palms',
      'Leaning back: brace the abs',
      'Elbows drop behind the bar: keep them slightly forward',
    ],
  ],
  'kneeling-pike-push-up': [
    'Kneel with the hands on the floor shoulder width a short way in front of the knees, then lift the hips up over the knees so the torso tilts head-down toward the hands.',
    'Bend the elbows to lower the top of the head toward a spot just in front of the hands, then press back up. Keep the hips high throughout.',
    ['Hips high', 'Head forms a triangle with the hands', 'Elbows back'],
    [
      'Hips drop and it becomes a push-up: keep them high',
      'Elbows flare wide: keep them at about 45 degrees',
      'Head touches between the hands: lower it in front of them',
    ],
  ],
  'pike-push-up': [
    'Start in a push-up, then walk the feet in and lift the hips high so the body forms an upside-down V, hands shoulder width.',
    'Bend the elbows to bring the head toward a spot in front of the hands, then press back to straight arms. The more upright the torso, the more it works the shoulders.',
    ['Hips high', 'Head ahead of the hands', 'Push the floor away'],
    [
      'Hips sink toward a push-up: walk the feet closer',
      'Elbows flare: keep them in',
      'Short range: lower until the head nearly touches',
    ],
  ],
  'elevated-pike-push-up': [
    'Put the feet on a bench or box and the hands on the floor shoulder width, then walk the hands in so the hips stack high over the shoulders.',
    'Lower the head toward a spot in front of the hands with the elbows at about 45 degrees, then press up. The higher the feet, the closer it comes to a handstand push-up.',
    ['Hips over the shoulders', 'Head in front of the hands', 'Elbows in'],
    [
      'Hips drift back: walk the hands closer to the box',
      'Crashing onto the head: lower slowly',
      'Box slides: use a stable surface',
    ],
  ],
  'handstand-push-up': [
    "Kick up into a handstand with the hands shoulder width about a hand's length from a wall, heels resting on the wall, body straight.",
    'Lower the head under control to the floor or a pad in front of the hands, forming a triangle with them. Press back to straight arms, keeping the body tight and the heels on the wall.',
    ['Tripod at the bottom', 'Squeeze legs and glutes', 'Push tall'],
    [
      'Crashing onto the head: lower slowly, use a pad',
      'Arching the back off the wall: brace the ribs down',
      'Kipping with the legs: keep them straight for strict reps',
    ],
  ],
  dip: [
    'Grip the parallel bars, jump or step up to straight arms with the shoulders pressed down, legs straight or knees bent behind.',
    'Lower by bending the elbows, leaning slightly forward, until the upper arms are about parallel to the bars. Press back to straight arms and keep the shoulders down, away from the ears.',
    ['Shoulders down', 'Chest slightly forward', 'Lock out'],
    [
      'Dropping too deep with pain at the front of the shoulder: stop at parallel',
      'Shrugging at the top: press the shoulders down',
      'Swinging the legs: keep them still',
    ],
  ],
  'weighted-dip': [
    'Attach plates or a dumbbell to a dip belt so they hang between the legs. Climb onto the parallel bars to straight arms, shoulders pressed down.',
    'Lower under control until the upper arms are about parallel to the bars, leaning slightly forward, then press back to lockout. Keep the load from swinging.',
    ['Control the weight', 'Shoulders down', 'Elbows back'],
    [
      'Weight swings and pulls you around: keep the legs still and lower slowly',
      'Cutting depth as the weight rises: reach parallel each rep',
      'Shoulders roll forward at the bottom: keep the chest up',
    ],
  ],
  'ring-dip': [
    'Jump up to support on the rings with straight arms, rings close to the body and turned out slightly, shoulders down.',
    'Lower by bending the elbows until the shoulders are just below the elbows, keeping the rings tight to the sides. Press back up and turn the rings out at lockout.',
    ['Rings to the ribs', 'Turn out at the top', 'Shoulders down'],
    [
      'Rings drift out: squeeze them in to the body',
      'Shaking support at the top: practise ring support holds first',
      'Too deep for your shoulders: stop at elbows level',
    ],
  ],
  'bench-dip': [
    'Sit on the edge of a bench with the hands beside the hips, fingers forward, then slide the hips off so the arms hold you. Bend the knees with feet flat for an easier version or straighten the legs for a harder one.',
    'Bend the elbows to lower the hips until the upper arms are about parallel to the floor, elbows pointing back. Press back to straight arms.',
    ['Hips close to the bench', 'Elbows back', 'Shoulders down'],
    [
      'Sinking too deep, with shoulder strain: stop at parallel',
      'Hips drift away from the bench: keep them close',
      'Elbows flare out: point them back',
    ],
  ],
  'assisted-dip': [
    'Set the assistance weight on the machine, kneel or stand on the pad, and grip the dip handles with straight arms, shoulders down.',
    'Lower until the upper arms are about parallel to the handles, then press back to straight arms. Reduce the assistance as you get stronger.',
    ['Shoulders down', 'Chest slightly forward', 'Control the lower'],
    [
      'Too much assistance to feel it: lower the counterweight',
      'Shrugging: press the shoulders down',
      'Short range: reach parallel each rep',
    ],
  ],
  'parallel-chair-dip': [
    'Place two sturdy chairs parallel, a little wider than the hips apart, where they cannot slide. Stand between them, grip the seat edges and press to straight arms, knees bent so the feet leave the floor.',
    'Lower by bending the elbows until the upper arms are about parallel to the floor, then press back to straight arms. Test the chairs before every set.',
    ['Stable chairs', 'Shoulders down', 'Elbows back'],
    [
      'Chairs tip or slide: use heavier chairs on a non-slip floor',
      'Dropping too deep: stop at parallel',
      'Shrugging: press the shoulders down',
    ],
  ],
};
