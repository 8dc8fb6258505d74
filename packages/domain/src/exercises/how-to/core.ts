import type { HowToRows } from './schema.ts';

/** How to do each core exercise, by catalogue id. */
export const CORE_HOW_TO: HowToRows = {
  plank: [
    'Forearms on the floor with the elbows under the shoulders, legs straight behind you, toes tucked, feet hip-width.',
    'Lift the body so it forms a straight line from head to heels. Brace as if about to be poked in the stomach, squeeze the glutes, and breathe slowly behind the brace for the set time (20–60 s). Lower the knees to finish.',
    ['Squeeze the glutes', 'Push the floor away with the forearms', 'Ribs pulled toward the hips'],
    [
      'Hips sag and the low back arches: tuck the pelvis and squeeze the glutes',
      'Hips pike high: lower them in line with the shoulders',
      'Holding the breath: breathe in short, controlled breaths',
    ],
  ],
  'side-plank': [
    'Lie on one side with the elbow under the shoulder, forearm on the floor, legs straight and feet stacked or staggered.',
    'Lift the hips until the body is straight from head to feet and hold for the set time (15–45 s), breathing steadily. Lower with control and switch sides.',
    ['Hips high and forward', 'Elbow under the shoulder', 'Long line from head to feet'],
    [
      'Hips sag toward the floor: lift them and shorten the hold',
      'Hips drift back, body bends: push them forward in line',
      'Shoulder sinks: push the floor away',
    ],
  ],
  crunch: [
    'Lie on your back with knees bent and feet flat. Hands lightly behind the head or crossed on the chest, low back resting on the floor.',
    'Breathe out and curl the head, shoulders and upper back off the floor, bringing the ribs toward the pelvis. Pause, then lower slowly. The low back stays down: it is a short movement.',
    ['Ribs to hips', 'Exhale as you curl', 'Lower slowly'],
    [
      'Pulling on the neck: hands only support the head',
      'Swinging up with momentum: slow curl, pause at the top',
      'Sitting all the way up: lift only the shoulder blades',
    ],
  ],
  'bicycle-crunch': [
    'Lie on your back, hands lightly behind the head, legs raised with the knees bent about 90 degrees and the low back pressed down.',
    'Curl the shoulders off the floor and rotate to bring one elbow toward the opposite knee while extending the other leg out. Switch sides in a slow, controlled pedaling rhythm, breathing out on each turn.',
    ['Rotate the shoulder, not the elbow', 'Long reach with the straight leg', 'Low back stays down'],
    [
      'Yanking the neck: keep the hands light',
      'Racing through: slow down and pause on each side',
      'Low back arches when the leg extends: extend the leg higher',
    ],
  ],
  'sit-up': [
    'Lie on your back with knees bent and feet flat, anchored under a pad or by a partner if needed. Arms crossed on the chest or hands by the ears.',
    'Curl up one vertebra at a time until the torso is upright, breathing out as you rise. Lower back down slowly with control to the floor.',
    ['Curl up, do not jerk', 'Exhale on the way up', 'Control the way down'],
    [
      'Jerking up with the arms: cross them on the chest',
      'Dropping back down: take two or three seconds to lower',
      'Pulling the head forward: keep the chin a fist from the chest',
    ],
  ],
  'decline-sit-up': [
    'Set a decline bench to a moderate angle. Hook the feet under the pads, lie back along the bench, and cross the arms on the chest.',
    'Curl the torso up toward the knees, breathing out, until you are upright or nearly so. Lower with control until the shoulder blades are near the pad; do not drop. Steeper declines are harder.',
    ['Curl the spine up', 'Slow on the way down', 'Hands stay still'],
    [
      'Bouncing off the bench: pause at the bottom',
      'Pulling with the hip flexors only, back arched: curl from the ribs first',
      'Angle too steep to control: reduce the decline',
    ],
  ],
  'reverse-crunch': [
    'Lie on your back with the arms by your sides, palms down, and the legs raised with knees bent about 90 degrees.',
    'Breathe out and curl the hips off the floor, bringing the knees toward the chest. Lower the hips slowly back down, keeping the knees bent, and stop before the feet touch the floor.',
    ['Curl the tailbone up', 'Slow lowering', 'Knees stay bent'],
    [
      'Swinging the legs for momentum: pause at the bottom',
      'Pushing hard through the hands: keep them light',
      'Low back arches as the legs lower: stop higher',
    ],
  ],
  'v-up': [
    'Lie flat on your back with the legs straight and the arms extended overhead on the floor.',
    'In one movement, lift the straight legs and the torso together and reach the hands toward the feet at the top, forming a V balanced on the hips. Lower both halves with control to the start without resting.',
    ['Lift legs and chest together', 'Reach for the toes', 'Lower slowly'],
    [
      'Legs bend and the move becomes a tuck: keep them straight, or use a tuck V-up',
      'Crashing back down: lower in two or three seconds',
      'Low back arches at the bottom: keep the ribs down',
    ],
  ],
  'flutter-kick': [
    'Lie on your back with the legs straight and just off the floor, hands under the hips or by the sides, low back pressed down.',
    'Move the legs up and down in small, quick alternating kicks for the set time (20–40 s), keeping them straight and the low back on the floor. Breathe steadily.',
    ['Low back glued down', 'Small, fast kicks', 'Straight legs'],
    [
      'Low back arches: raise the legs higher or bend the knees slightly',
      'Big slow kicks: keep the range small',
      'Holding the breath: breathe in rhythm',
    ],
  ],
  'dead-bug': [
    'Lie on your back with the arms straight up over the shoulders and the hips and knees bent to 90 degrees. Press the low back gently into the floor.',
    'Breathe out as you slowly extend one arm overhead and the opposite leg toward the floor, stopping before the back lifts. Return and repeat on the other side; move slowly, one side at a time.',
    ['Low back stays down', 'Opposite arm and leg', 'Slow and controlled'],
    [
      'Back arches as the leg lowers: reduce the range',
      'Rushing the reps: pause at the end of each reach',
      'Same-side arm and leg: move diagonally',
    ],
  ],
  'bird-dog': [
    'Start on hands and knees, hands under the shoulders and knees under the hips, back flat and neck long.',
    'Reach one arm forward and the opposite leg back until both are in line with the torso, without the hips tipping or the back arching. Hold for a breath or two, return and switch sides.',
    ['Reach long, not high', 'Hips stay level', 'Flat back, like a tabletop'],
    [
      'Lifting the leg too high and arching: stop at hip height',
      'Hips rotate open: keep both hip bones facing the floor',
      'Rushing: hold each rep for a couple of seconds',
    ],
  ],
  superman: [
    'Lie face down with the arms extended overhead and the legs straight, forehead resting just off the floor.',
    'Squeeze the glutes and lift the arms, chest and legs slightly off the floor at the same time. Hold for the set time (a few seconds per rep or 20–30 s) breathing steadily, then lower slowly.',
    ['Squeeze the glutes first', 'Lengthen, do not crank up', 'Neck in line, eyes down'],
    [
      'Cranking the head up: look at the floor',
      'Over-arching the low back: lift only a little',
      'Bent knees: keep the legs straight and long',
    ],
  ],
  'hollow-body-hold': [
    'Lie on your back, arms overhead, legs straight. Press the low back into the floor.',
    'Lift the shoulders and legs off the floor so the body forms a shallow curve, like a banana, with the low back kept flat. Hold for the set time (15–45 s) breathing in short breaths. Bend the knees or bring the arms forward to make it easier.',
    ['Low back pinned down', 'Ribs to hips', 'Long arms, long legs'],
    [
      'Low back lifts off the floor: raise the legs or bend the knees',
      'Chin jammed to the chest: look at the toes, neck relaxed',
      'Legs too high to work: lower them as far as you can keep the back down',
    ],
  ],
  'hanging-leg-raise': [
    'Hang from a pull-up bar with an overhand grip at shoulder-width, arms straight, shoulders engaged, legs together.',
    'Keeping the legs straight, tilt the pelvis and raise the legs until they are at least parallel to the floor or higher. Lower slowly to a dead stop without swinging.',
    ['Curl the pelvis up', 'Straight legs, slow down', 'No swing'],
    [
      'Swinging for momentum: pause at the bottom, or brace against a wall',
      'Only lifting with the hip flexors, back arched: tilt the pelvis up at the top',
      "Grip fails first: use straps or hang from the forearms in a captain's chair",
    ],
  ],
  'hanging-knee-raise': [
    'Hang from a pull-up bar with an overhand grip, arms straight and shoulders engaged, legs together.',
    'Draw the knees up toward the chest, rolling the pelvis up at the top so the low back rounds slightly. Lower slowly until the legs are straight under you, without swinging.',
    ['Knees to the chest', 'Roll the hips up', 'Lower slowly'],
    [
      'Swinging: pause at the bottom of each rep',
      'Stopping at hip height: curl the pelvis at the top',
      'Relaxed shoulders: keep them pulled down from the ears',
    ],
  ],
  'captains-chair-leg-raise': [
    "Step up on the captain's chair, forearms on the pads, hands on the grips, back pressed against the pad, legs hanging.",
    'Raise the knees (or straight legs for more difficulty) toward the chest, curling the pelvis up off the back pad at the top. Lower slowly to a full hang without swinging.',
    ['Back against the pad', 'Curl the hips up', 'Slow lowering'],
    [
      'Shrugging into the pads: push the shoulders down',
      'Legs only to hip height: curl the pelvis at the top',
      'Swinging the legs down: control every rep',
    ],
  ],
  'toes-to-bar': [
    'Hang from a pull-up bar with an overhand grip about shoulder-width, arms straight, shoulders active.',
    'Press down on the bar with straight arms, lean the shoulders back slightly, and lift the legs to touch the toes to the bar between the hands. Lower under control; in kipping, use the swing to link reps.',
    ['Push the bar toward your hips', 'Compress hard at the top', 'Control the swing'],
    [
      'Bending the knees too much to reach: work on strict knee raises first',
      'Wild swing between reps: pause in the hollow at the bottom',
      'Grip gives first: chalk and short sets',
    ],
  ],
  'l-sit': [
    'Place the parallettes shoulder-width apart, sit between them and grip the handles with straight arms.',
    'Press down to lift the hips and legs off the floor, holding the legs straight out in front at hip height. Push the shoulders down away from the ears and hold for the set time (10–30 s). Tuck the knees to make it easier.',
    ['Push the floor away', 'Shoulders down', 'Lock the knees, point the toes'],
    [
      'Shoulders shrug to the ears: press down harder',
      'Legs drop below hip height: tuck the knees instead',
      'Bent elbows: lock the arms',
    ],
  ],
  'dragon-flag': [
    'Lie on a flat bench and grip its edge or a fixed post behind your head. Bring the legs and hips up until the body is almost vertical on the upper back.',
    'Keeping the body straight from shoulders to feet, lower it slowly toward the bench, pivoting on the upper back, and stop before the hips bend or the back arches. Raise back up, or lower only and reset for the eccentric version.',
    ['Body rigid like a board', 'Lower slowly', 'Weight on the upper back, not the neck'],
    [
      'Hips bend as you lower: do negatives or bend the knees',
      'Low back arches: stop higher',
      'Load on the neck: keep the weight on the shoulder blades',
    ],
  ],
  'ab-wheel-rollout': [
    'Kneel on a pad and hold the ab wheel with both hands under the shoulders, arms straight, hips slightly tucked.',
    'Roll the wheel forward, letting the hips and arms extend together, as far as you can go without the low back sagging. Pull it back to the start with the abs, keeping the arms straight.',
    ['Tuck the hips and brace', 'Ribs down as you reach', 'Pull back with the stomach'],
    [
      'Low back sags at full reach: shorten the range',
      'Hips stay back and only the arms move: let the hips go forward with the wheel',
      'Bending the elbows to return: keep the arms straight',
    ],
  ],
  'stability-ball-crunch': [
    'Sit on a stability ball and walk the feet forward until the mid-back rests on the ball, feet flat and hip-width. Hands lightly by the head.',
    'Let the back extend over the ball, then breathe out and curl the ribs toward the hips. Lower slowly back over the ball. The ball allows a longer range than a floor crunch.',
    ['Stretch, then curl', 'Ribs to hips', 'Feet planted'],
    [
      'Ball rolls away: widen the feet',
      'Pulling on the head: hands light',
      'Sitting up fully: stop when the abs are fully shortened',
    ],
  ],
  'cable-crunch': [
    'Attach a rope to a high pulley. Kneel facing the stack a step back, holding the rope ends beside the head, hips over the knees.',
    'Breathe out and curl the torso down, bringing the elbows toward the thighs and rounding the spine. Keep the hips still. Return slowly until the torso is upright and the abs are stretched.',
    ['Curl, do not hinge', 'Elbows to the knees', 'Hips stay put'],
    [
      'Hinging at the hips and sitting back: keep the hips stacked over the knees',
      'Pulling with the arms: hands stay fixed by the head',
      'Too heavy, short range: lighten and curl fully',
    ],
  ],
  'machine-crunch': [
    'Adjust the seat so the pads sit at the chest or on the shoulders as the machine requires. Hook the feet under the rollers and grip the handles.',
    'Breathe out and curl the torso forward and down against the resistance, squeezing the abs at the end. Return slowly until the stack nearly touches. Keep the movement in the spine, not the arms.',
    ['Curl the ribs down', 'Exhale hard at the end', 'Stack never rests between reps'],
    [
      'Pulling with the arms: hold the handles lightly',
      'Letting the stack slam: control the return',
      'Seat too low or high: adjust so the pivot is at the waist',
    ],
  ],
  'russian-twist': [
    'Sit on the floor with knees bent, heels down or lifted, and lean back to about 45 degrees with a long spine. Hold a medicine ball at the chest.',
    'Rotate the torso to one side and bring the ball beside the hip, then rotate to the other side. Keep the chest up and move with the torso, not just the arms. Breathe steadily for the set reps.',
    ['Rotate from the ribs', 'Long spine, chest up', 'Eyes follow the ball'],
    [
      'Rounded back: sit taller, lean back less',
      'Only the arms move: turn the shoulders with the ball',
      'Racing: slow and controlled turns',
    ],
  ],
  'pallof-press': [
    'Set a D-handle at chest height on the cable. Stand side-on to the machine, step out until the cable is taut, and hold the handle at the sternum with both hands, feet shoulder-width.',
    'Brace and press the handle straight out in front of the chest, resisting the pull to rotate toward the stack. Hold for a breath or two, then bring it back to the chest. Do the set, then turn around for the other side.',
    ['Do not let it turn you', 'Press straight out', 'Ribs down, glutes tight'],
    [
      'Torso rotates toward the stack: step in, or lighten the load',
      'Leaning away from the cable: stand tall over the feet',
      'Shrugging: shoulders down',
    ],
  ],
  'cable-woodchop': [
    'Set a D-handle on a high pulley. Stand side-on, feet wider than the shoulders, and grip the handle with both hands above the outside shoulder.',
    'Pull the handle diagonally down and across the body to the opposite hip, turning through the torso and pivoting the back foot. Return slowly along the same line. Do the set, then switch sides; a low pulley gives the low-to-high chop.',
    ['Turn from the hips and trunk', 'Arms stay long', 'Control the return'],
    [
      'Pulling with the arms: rotate the trunk to move the handle',
      'Back foot stuck, knee twists: pivot the back foot',
      'Rounding forward at the bottom: stay tall',
    ],
  ],
  'landmine-rotation': [
    "Load one end of a barbell in a landmine. Stand facing it, feet shoulder-width, holding the end with both hands at arm's length in front of the chest.",
    'Keeping the arms long, rotate the bar in an arc down to one hip, pivoting on the opposite foot, then bring it back over the top and down to the other side. Keep it smooth and controlled; the trunk does the work.',
    ['Arms long, trunk turns', 'Pivot the feet', 'Control the bar at the side'],
    [
      'Bending the arms: keep them straight',
      'Jerking the bar across: smooth arc',
      'Arching the low back at the top: ribs down',
    ],
  ],
  'machine-torso-rotation': [
    'Sit in the rotary torso machine, set the start angle to one side, lock the legs or knees in the pads, and hold the handles or chest pad.',
    'Rotate the torso against the resistance to the opposite side, moving the ribs, not just the arms. Return slowly to the start. Do the set, then reset the machine for the other side.',
    ['Turn from the ribs', 'Hips stay fixed', 'Resist on the way back'],
    [
      'Start angle too far: reduce it to a range you control',
      'Swinging the weight: pause at the end',
      'Pushing with the arms: hands only hold the pad',
    ],
  ],
  'copenhagen-plank': [
    "Lie on your side next to a flat bench. Place the top leg's inner foot or ankle on the bench, the lower leg under it, and the elbow under the shoulder.",
    "Lift the hips until the body is straight, with the bottom leg held off the floor or against the bench. The top leg's inner thigh holds you up. Hold for the set time (10–30 s), then switch sides.",
    ['Squeeze the top leg into the bench', 'Hips high, body straight', 'Elbow under the shoulder'],
    [
      'Hips sag: shorten the hold or use the bent-knee version',
      'Groin strain from starting too long: build up holds gradually',
      'Torso rolls forward: stack the hips',
    ],
  ],
  'turkish-get-up': [
    'Lie on your back with a kettlebell pressed straight up in one hand, same-side knee bent and foot flat, other leg straight and arm out to the side at about 45 degrees.',
    'Roll to the elbow, then the hand, lift the hips, sweep the straight leg back to a kneel, and stand up, keeping the bell locked overhead and eyes on it. Reverse each step to return to the floor, then switch sides.',
    ['Eyes on the bell', 'Arm locked, shoulder packed', 'One step at a time'],
    [
      'Bent elbow: use a lighter bell and lock out',
      'Rushing the stages: pause in each position',
      'Bell drifts out of line: keep it over the shoulder',
    ],
  ],
  'bear-plank': [
    'Start on hands and knees, hands under the shoulders and knees under the hips, toes tucked.',
    'Lift the knees just off the floor with the back flat and hold for the set time (20–45 s), breathing slowly. Keep the hips level and the shoulders pushed away from the floor.',
    ['Knees just off the floor', 'Push the floor away', 'Back flat as a table'],
    [
      'Hips lift high: keep them level with the shoulders',
      'Knees lift high and the hold gets easy: hover them just off the floor',
      'Holding the breath: slow nasal breaths',
    ],
  ],
  'rkc-plank': [
    'Set up as for a forearm plank but with the elbows slightly forward of the shoulders and the hands together or in fists.',
    'Squeeze the glutes and quads hard, pull the elbows toward the toes, and brace as hard as you can. Hold for short sets (10–20 s) with full tension, breathing in short bursts.',
    ['Pull the elbows to the toes', 'Squeeze everything', 'Short hold, full tension'],
    [
      'Holding too long with low tension: shorten it and squeeze harder',
      'Hips sag: squeeze the glutes more',
      'Holding the breath: short, sharp breaths',
    ],
  ],
  'short-lever-copenhagen-plank': [
    'Lie on your side next to a bench, box or sturdy couch. Rest the inside of the top knee on it, the lower leg under it, and the elbow under the shoulder.',
    'Press the top knee into the bench and lift the hips until the body is straight from head to knee, with the bottom leg off the floor if possible. Hold for the set time (15–30 s), then switch sides.',
    ['Knee pushes down into the bench', 'Hips in line', 'Shoulder over the elbow'],
    [
      'Hips sag: lift them or shorten the hold',
      'Rolling forward: stack the hips vertically',
      'Pain on the inner knee: use a pad',
    ],
  ],
  'band-pallof-press': [
    'Anchor a resistance band at chest height. Stand side-on to the anchor, step out until the band is taut, and hold it at the sternum with both hands.',
    'Brace and press the band straight out in front of the chest, resisting the pull to rotate. Hold a breath or two, return to the chest. Do the set, then face the other way. Stepping further out adds tension.',
    ['Stay square', 'Press out slowly', 'Glutes and abs tight'],
    [
      'Rotating toward the anchor: step closer to reduce tension',
      'Leaning away: stand tall over the feet',
      'Band slips: anchor it securely at chest height',
    ],
  ],
};
