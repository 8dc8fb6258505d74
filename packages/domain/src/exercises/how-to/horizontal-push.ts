import type { HowToRows } from './schema.ts';

/** How to do each horizontal-push exercise, by catalogue id. */
export const HORIZONTAL_PUSH_HOW_TO: HowToRows = {
  'bench-press': [
    'Lie on the bench with the eyes under the bar, feet flat, shoulder blades pulled back and down and a slight arch. Grip a little wider than the shoulders, wrists stacked over the elbows, and unrack with straight arms.',
    'Take a breath and lower the bar under control to the lower chest, elbows at roughly 45 to 70 degrees from the body. Touch, then press up and slightly back toward the rack, breathing out near the top.',
    ['Shoulder blades in the back pockets', 'Bend the bar', 'Leg drive into the floor'],
    [
      'Elbows flare straight out: tuck them to about 45 to 70 degrees',
      'Butt lifts off the bench: drive the feet back, not up',
      'Bouncing off the chest: touch and press under control',
    ],
  ],
  'incline-bench-press': [
    'Set the bench at about 30 to 45 degrees with the bar over the eyes. Lie back with feet flat, shoulder blades pinched, grip slightly wider than the shoulders, and unrack.',
    'Lower the bar under control to the upper chest just below the collarbones, forearms vertical. Press up in a straight line over the shoulders, breathing out at the top.',
    ['Bar to the upper chest', 'Shoulder blades pinned', 'Forearms vertical'],
    [
      'Bench set too steep so it becomes a shoulder press: lower the incline',
      'Shoulders roll forward at lockout: keep the blades back',
      'Bar touches too low: aim for just below the collarbones',
    ],
  ],
  'decline-bench-press': [
    'Set the bench to a slight decline and hook the legs under the pads. Lie back with the eyes under the bar, shoulder blades pinched, grip slightly wider than the shoulders; a spotter should hand the bar out.',
    'Lower the bar to the lower chest under control, elbows slightly tucked. Press back up over the shoulders to lockout and keep the head on the bench.',
    ['Bar to the lower chest', 'Blades pinched', 'Press back over the shoulders'],
    [
      'Bar path drifts toward the face: touch the lower chest',
      'Unracking alone from a steep decline: use a spotter',
      'Short range: touch the chest each rep',
    ],
  ],
  'close-grip-bench-press': [
    'Lie on the flat bench as for a bench press and grip the bar about shoulder width, hands just inside the usual grip. Set the shoulder blades back and unrack.',
    'Lower the bar to the lower chest with the elbows tucked close to the sides. Press to lockout by straightening the elbows hard; the triceps do more of the work here.',
    ['Elbows tucked', 'Wrists straight', 'Lock out hard'],
    [
      'Grip so narrow the wrists bend: widen to about shoulder width',
      'Elbows flare: keep them close to the ribs',
      'Bar touching the upper chest: lower it to the sternum',
    ],
  ],
  'paused-bench-press': [
    'Set up exactly as for a bench press: eyes under the bar, blades pinched, feet planted, grip slightly wider than the shoulders. Use a lighter load than your touch-and-go bench.',
    'Lower the bar to the chest and hold it still for one to two seconds with the whole body tight. Press up from the dead stop without sinking the bar or heaving the hips.',
    ['Still on the chest', 'Stay tight', 'Drive from the stop'],
    [
      'Relaxing and sinking the bar into the chest: keep the lats tight',
      'Butt lifts to start the press: drive the feet back',
      'Pausing above the chest: touch before counting',
    ],
  ],
  'dumbbell-bench-press': [
    'Sit on the end of a flat bench with the dumbbells on the thighs, then lie back and kick them up to above the chest. Feet flat, shoulder blades pinched, palms facing forward or slightly in.',
    'Lower the dumbbells to the sides of the chest with the elbows at about 45 degrees until you feel a stretch. Press them up and slightly together over the chest, breathing out at the top.',
    ['Elbows at 45', 'Press up and in', 'Blades pinched'],
    [
      'Dumbbells drifting wide or colliding at the top: press in a slight arc and stop just short of touching',
      'Dropping the dumbbells to the floor at the end: bring them to the thighs and sit up',
      'Wrists bent back: stack them over the elbows',
    ],
  ],
  'incline-dumbbell-press': [
    'Set the bench at about 30 to 45 degrees, sit with the dumbbells on the thighs and kick them up as you lie back. Pinch the shoulder blades, feet flat.',
    'Lower the dumbbells to the upper chest with the elbows slightly tucked under the wrists. Press them up over the shoulders, breathing out at the top.',
    ['Elbows under the wrists', 'Chest up', 'Press over the shoulders'],
    [
      'Incline too steep: lower it so the chest does the work',
      'Shoulders roll forward at the top: keep the blades back',
      'Short reps: lower until a good chest stretch',
    ],
  ],
  'decline-dumbbell-press': [
    'Set the bench to a slight decline and hook the legs under the pads. Lie back with a dumbbell in each hand held over the lower chest.',
    'Lower the dumbbells to the sides of the lower chest with elbows at about 45 degrees. Press them back up over the chest, keeping control.',
    ['Elbows at 45', 'Control the stretch', 'Press over the lower chest'],
    [
      'Dumbbells drift toward the face: keep them over the lower chest',
      'Getting in and out unsafely: ask for a hand-off or sit up with the bells on the chest',
      'Wrists bent: stack them over the elbows',
    ],
  ],
  'single-arm-dumbbell-bench-press': [
    'Lie on a flat bench holding one dumbbell over the chest, the free hand gripping the bench edge or on the belly. Feet planted wide for stability.',
    'Lower the dumbbell to the side of the chest and press it back up, keeping the hips and shoulders level on the bench. Finish the side, then switch hands.',
    ['Shoulders level', 'Brace the trunk', 'Feet wide'],
    [
      'Body rolls toward the weight: brace and keep both shoulders on the bench',
      'Hips twist: plant the feet wide',
      'Elbow flares: keep it at about 45 degrees',
    ],
  ],
  'floor-press': [
    "Lie on the floor inside the rack with the bar set at arm's length, knees bent and feet flat or legs straight. Grip as for a bench press and unrack.",
    'Lower the bar until the backs of the upper arms touch the floor, pause without relaxing, then press to lockout. The floor cuts the range, so the lockout and triceps take more of the load.',
    ['Elbows at 45', 'Pause on the floor', 'Lock out hard'],
    [
      'Bouncing the elbows off the floor: let them settle and pause',
      'Elbows flare to 90: tuck them',
      'Unracking too far from the chest: set the safeties at arm length',
    ],
  ],
  'dumbbell-floor-press': [
    'Lie on the floor with knees bent and a dumbbell in each hand over the chest, palms facing forward or in.',
    'Lower the dumbbells until the upper arms touch the floor, pause briefly, then press up to lockout over the chest.',
    ['Arms touch softly', 'Press over the chest', 'Elbows at 45'],
    [
      'Dropping the elbows onto the floor: lower under control',
      'Dumbbells drift toward the face: keep them over the chest',
      'Elbows flare: keep them at about 45 degrees',
    ],
  ],
  'band-chest-press': [
    'Anchor a band behind you at chest height or wrap it round your upper back. Hold an end in each hand at the chest and take a staggered stance.',
    'Press the hands forward until the arms are straight in front of the chest, keeping the trunk braced against the pull. Return slowly to the chest.',
    ['Punch forward', 'Ribs down', 'Slow return'],
    [
      'Leaning forward to finish: stay upright in a staggered stance',
      'Shoulders shrug up: keep them down',
      'Snapping back: control the band to the chest',
    ],
  ],
  'single-arm-cable-chest-press': [
    'Set a D-handle at chest height. Stand facing away from the stack in a staggered stance, holding the handle at the side of the chest.',
    "Press the handle forward until the arm is straight, resisting the cable's pull to twist you. Return under control and finish all reps before switching sides.",
    ['Hips and shoulders square', 'Press straight ahead', 'Brace against the twist'],
    [
      'Torso rotates to push: brace and keep the shoulders square',
      'Elbow flares high: keep it at about 45 degrees',
      'Shoulder rolls forward at the end: keep it back',
    ],
  ],
  'suspension-chest-press': [
    'Set the straps at mid-length, face away from the anchor and hold the handles in front of the chest. Walk the feet back until the body leans forward in a straight line.',
    'Bend the elbows to lower the chest between the hands while keeping a plank. Press back to straight arms without letting the straps flare out.',
    ['Rigid plank', 'Hands close to the ribs', 'Straps stay in'],
    [
      'Hips sag: squeeze the glutes and brace',
      'Straps splay out: pull the hands in as you press',
      'Too hard: step forward to stand more upright',
    ],
  ],
  'push-up': [
    'Place the hands a bit wider than the shoulders, arms straight, body in a straight line from head to heels on the toes.',
    'Bend the elbows to lower the chest to just above the floor, elbows about 45 degrees from the body. Push back to straight arms, keeping the body rigid throughout.',
    ['Body like a plank', 'Elbows at 45', 'Push the floor away'],
    [
      'Hips sag: squeeze the glutes and brace the abs',
      'Elbows flare to 90: tuck them',
      'Half reps: chest near the floor each rep',
    ],
  ],
  'incline-push-up': [
    'Place the hands on a bench, box or sturdy table edge a bit wider than the shoulders. Walk the feet back until the body is straight from head to heels.',
    'Lower the chest to the edge under control, elbows at about 45 degrees, then push back to straight arms. A lower surface makes it harder.',
    ['Straight line', 'Chest to the edge', 'Elbows at 45'],
    [
      'Hips pike or sag: hold a plank',
      'Head juts forward: lead with the chest',
      'Surface slides: use something fixed',
    ],
  ],
  'decline-push-up': [
    'Put the feet on a bench or box behind you and the hands on the floor a bit wider than the shoulders, body straight.',
    'Lower the chest toward the floor with the elbows at about 45 degrees, then press back up. The raised feet shift more load to the upper chest and shoulders.',
    ['Brace the trunk', 'Chest to the floor', 'Elbows at 45'],
    [
      'Hips sag: brace harder or lower the feet',
      'Head drops first: keep the neck long',
      'Short range: lower until the nose is near the floor',
    ],
  ],
  'diamond-push-up': [
    'Place the hands together under the chest with thumbs and index fingers forming a diamond. Feet on the floor, body straight.',
    'Lower the chest toward the hands with the elbows close to the sides, then press back up by straightening the arms. The narrow hands work the triceps hard.',
    ['Elbows hug the ribs', 'Chest to the hands', 'Plank body'],
    [
      'Elbows flare out: keep them back along the body',
      'Wrist discomfort: turn the hands slightly out or widen a little',
      'Hips sag: squeeze the glutes',
    ],
  ],
  'wide-push-up': [
    'Place the hands well wider than the shoulders, fingers turned slightly out, body straight on the toes.',
    'Lower the chest between the hands under control, then push back up. The wider hands shorten the elbow bend and load the chest more.',
    ['Chest between the hands', 'Plank body', 'Control the bottom'],
    [
      'Hands so wide the shoulders ache: bring them in a little',
      'Hips sag: brace the abs',
      'Partial range: lower to just above the floor',
    ],
  ],
  'ring-push-up': [
    'Set the rings just above the floor, hold them with palms in and arms straight, body in a straight plank on the toes.',
    'Lower the chest between the rings, keeping the rings close to the body, then press up and turn the palms slightly forward at lockout. The unstable rings make the shoulders work to stay steady.',
    ['Rings close to the body', 'Turn out at the top', 'Rigid plank'],
    [
      'Rings drift apart: squeeze them in toward the ribs',
      'Shaking uncontrollably: raise the rings higher',
      'Hips sag: brace and squeeze the glutes',
    ],
  ],
  'machine-chest-press': [
    'Set the seat so the handles line up with the middle of the chest. Sit with the back flat on the pad, feet flat and shoulder blades pulled back.',
    'Press the handles forward until the arms are straight but not snapped locked, then return slowly until you feel a stretch in the chest.',
    ['Handles at mid-chest', 'Back on the pad', 'Slow return'],
    [
      'Seat too low or high: line the handles up with the mid-chest',
      'Shoulders roll forward: keep the blades back',
      'Letting the stack crash: control the return',
    ],
  ],
  'plate-loaded-chest-press': [
    'Load the plates evenly and set the seat so the handles are at mid-chest. Sit back against the pad with the feet flat and shoulder blades pinched.',
    'Press the handles forward to near lockout, then return slowly to a full chest stretch. The arms move independently, so keep both sides even.',
    ['Both sides even', 'Blades pinched', 'Control the stretch'],
    [
      'One arm leads: press both at the same rate',
      'Shoulders lift off the pad: keep the back flat',
      'Bouncing the plates at the bottom: lower under control',
    ],
  ],
  'smith-machine-bench-press': [
    'Set a flat bench under the Smith bar so it lines up with the lower chest. Lie back with feet flat and shoulder blades pinched, grip slightly wider than the shoulders.',
    'Unhook the bar, lower it to the lower chest under control and press it back up along the fixed path. Re-hook it at the end of the set.',
    ['Bench under the lower chest', 'Blades pinched', 'Control down'],
    [
      'Bench placed so the bar lands on the neck: move it until the bar hits the lower chest',
      'Elbows flare: tuck them to 45 to 70 degrees',
      "No safety stops set: set them just below the bar's lowest point",
    ],
  ],
  'standing-cable-chest-press': [
    'Set both handles of the cable crossover at chest height. Stand in the middle facing away, staggered stance, handles at the sides of the chest.',
    'Press both handles forward and slightly together until the arms are straight in front, keeping the trunk still. Return slowly to the chest.',
    ['Staggered stance', 'Press forward and in', 'Trunk still'],
    [
      'Leaning forward to finish: stand tall and brace',
      'Handles drop below the chest: keep them level',
      'Shoulders shrug: keep them down',
    ],
  ],
  'swiss-bar-bench-press': [
    'Set the multi-grip bar in the rack at bench height and lie under it with the eyes under the bar. Grip the neutral handles that put the hands about shoulder width, blades pinched, and unrack.',
    'Lower the bar to the lower chest with the elbows tucked close, then press up. The neutral grip is easier on the shoulders and works the triceps more.',
    ['Elbows tucked', 'Palms face each other', 'Blades pinched'],
    [
      'Choosing the widest handles and flaring: take a middle grip and tuck',
      'Bar touches high on the chest: bring it lower',
      'Bar tilts: grip the matching handles both sides',
    ],
  ],
  'kettlebell-floor-press': [
    'Lie on the floor with knees bent, holding one kettlebell in the rack position at the chest, the bell resting on the outside of the forearm. The free arm lies out to the side.',
    'Press the bell straight up over the shoulder until the arm locks, keeping the wrist straight. Lower until the upper arm touches the floor, then finish the side and switch.',
    ['Straight wrist', 'Press over the shoulder', 'Shoulder down'],
    [
      'Wrist bent back by the bell: grip deep in the handle and keep it straight',
      'Arm drifts toward the face: press straight over the shoulder',
      'Body rolls: plant the free arm and feet',
    ],
  ],
  'wall-push-up': [
    "Stand at arm's length from a wall and place the palms on it at chest height, a bit wider than the shoulders. Step the feet back slightly so the body leans in a straight line.",
    'Bend the elbows to bring the chest toward the wall, then push back to straight arms. Step further from the wall to make it harder.',
    ['Straight body', 'Chest to the wall', 'Elbows at 45'],
    [
      'Hips pike back: keep the body straight',
      'Hands too high: place them at chest height',
      'Feet slide: wear shoes or use a non-slip floor',
    ],
  ],
  'knee-push-up': [
    'Kneel with the hands on the floor a bit wider than the shoulders, then walk the hands forward until there is a straight line from knees to head.',
    'Lower the chest to just above the floor with the elbows at about 45 degrees, then push back up. Keep the hips in line, not bent.',
    ['Straight from knees to head', 'Elbows at 45', 'Chest down'],
    [
      'Hips bent so the push is shallow: move the hands forward',
      'Head drops: lead with the chest',
      'Knees hurt: kneel on a pad',
    ],
  ],
  'archer-push-up': [
    'Start in a push-up with the hands much wider than the shoulders, fingers turned out, body straight.',
    'Shift the weight toward one hand and bend that elbow to lower the chest beside it while the other arm stays straight. Push back up and alternate sides.',
    ['Bent arm works, straight arm guides', 'Plank body', 'Shift, then lower'],
    [
      'Straight arm bends to help: keep it long',
      'Hips twist: keep them square to the floor',
      'Short range: lower the chest to the working hand',
    ],
  ],
  'one-arm-push-up': [
    'Set the feet wider than usual, one hand under the chest and the other behind the back or on the hip. Brace as in a plank.',
    'Lower the chest toward the floor beside the working hand with the elbow tucked, resisting rotation. Press back to a straight arm; switch sides between sets.',
    ['Wide feet', 'Square hips', 'Elbow tucked'],
    [
      'Torso twists open: widen the feet and brace',
      'Half reps: work from an incline until full range',
      'Hips sag: squeeze the glutes',
    ],
  ],
  'pseudo-planche-push-up': [
    'Start in a push-up with the hands beside the lower ribs, fingers turned out or back, and lean the shoulders forward past the hands.',
    'Keep the forward lean and the body straight as you lower the chest, elbows brushing the sides. Press back up without losing the lean.',
    ['Shoulders past the hands', 'Protract at the top', 'Hollow body'],
    [
      'Losing the lean as you tire: keep the shoulders ahead of the hands',
      'Wrist pain: warm up the wrists and turn the fingers out more',
      'Hips pike: keep a hollow, straight body',
    ],
  ],
  'band-push-up': [
    'Loop a resistance band across the upper back and hold one end under each hand. Set up in a push-up with hands a bit wider than the shoulders.',
    'Lower the chest to near the floor, then push up against the band, which pulls hardest at lockout. Keep the body straight throughout.',
    ['Band across the shoulder blades', 'Push through the top', 'Plank body'],
    [
      'Band slides up the neck: set it across the shoulder blades',
      'Shortening the top: lock the arms out',
      'Hips sag: brace',
    ],
  ],
  'close-grip-knee-push-up': [
    'Kneel and place the hands under the shoulders or slightly closer, walking them forward until the body is straight from knees to head.',
    'Lower the chest with the elbows tight to the sides, then press back to straight arms with the triceps. Keep the hips in line.',
    ['Elbows tight', 'Straight line from knees', 'Press to lockout'],
    [
      'Elbows flare out: keep them along the ribs',
      'Hips bent: walk the hands forward',
      'Short reps: lower until the chest nears the hands',
    ],
  ],
};
