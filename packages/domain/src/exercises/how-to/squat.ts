import type { HowToRows } from './schema.ts';

/** How to do each squat exercise, by catalogue id. */
export const SQUAT_HOW_TO: HowToRows = {
  'back-squat': [
    'Set the bar in the rack at mid-chest height. Rest it on the upper traps, grip just outside the shoulders, unrack and take two or three steps back to a shoulder-width stance, toes slightly out.',
    'Breathe into the belly and brace, then sit down between the heels by bending hips and knees together until the hip crease is at or below the top of the knee. Drive up through the whole foot with chest and hips rising together.',
    ['Spread the floor', 'Chest up, back tight', 'Drive the bar into the ceiling'],
    [
      'Knees cave in: push them out over the toes',
      'Hips shoot up first: lead with the chest out of the hole',
      'Heels lift: sit back between the heels and keep the whole foot down',
    ],
  ],
  'front-squat': [
    'Set the bar at mid-chest height. Step in so it sits on the front delts against the throat, fingertips under the bar just outside the shoulders, elbows high; unrack and stand with feet about shoulder width.',
    'Brace hard and sit straight down, knees travelling forward over the toes, torso staying far more upright than in a back squat. Go as deep as you can with elbows up, then drive up leading with the elbows.',
    ['Elbows high', 'Sit between the heels', 'Stay tall'],
    [
      'Elbows drop and the bar rolls forward: lift the elbows out of the bottom first',
      'Upper back rounds: brace harder and lighten the load',
      'Wrist pain: loosen the grip to two or three fingers or use straps',
    ],
  ],
  'goblet-squat': [
    'Hold a kettlebell by the horns at the chest, elbows tucked under it. Stand with feet a little wider than the hips, toes turned out slightly.',
    'Brace and squat down between the legs, letting the elbows pass inside the knees at the bottom. Keep the chest up and the bell close, then stand by driving through the whole foot.',
    ['Bell glued to the chest', 'Elbows inside the knees', 'Chest proud'],
    [
      'Bell drifts away from the body: pull it into the sternum',
      'Knees collapse inward: use the elbows to press them out',
      'Rounding at the bottom: stop where the back stays flat',
    ],
  ],
  'dumbbell-goblet-squat': [
    'Cup one end of a dumbbell in both palms so it hangs vertically against the chest. Stand with feet a little wider than the hips, toes slightly out.',
    'Brace, then sit down between the heels as deep as you can with a flat back, elbows tracking inside the knees. Push the floor away to stand, keeping the dumbbell touching the chest the whole way.',
    ['Hold the bell like a cup', 'Sit down, not back', 'Knees follow the toes'],
    [
      'Dumbbell pulls the torso forward: hold it higher and tighter',
      'Heels come up: widen the stance slightly and sit between the heels',
      'Half depth: lighten the bell and own the bottom',
    ],
  ],
  'bodyweight-squat': [
    'Stand with feet hip to shoulder width, toes turned out a little. Arms can reach forward or hands clasp at the chest for balance.',
    'Bend hips and knees together and lower until the thighs are at least parallel to the floor, keeping the chest up and heels down. Stand up to full hip extension; move at a steady pace and breathe each rep.',
    ['Knees out', 'Weight over mid-foot', 'Stand tall at the top'],
    [
      'Heels lift: shift the weight back to mid-foot',
      'Knees cave in: push them out over the toes',
      'Cutting depth: slow down and touch a chair if needed',
    ],
  ],
  'low-bar-squat': [
    'Set the bar at mid-chest height. Place it across the rear delts below the top of the traps, grip narrow enough to lock the upper back, wrists straight; unrack to a shoulder-width or slightly wider stance.',
    'Brace and sit back with a more inclined torso than a high-bar squat until the hip crease passes the knee. Drive the hips up and back into the bar, keeping the chest angle fixed.',
    ['Hips back, knees out', 'Keep the chest angle', 'Push the back into the bar'],
    [
      'Bar slides down the back: tighten the upper back and narrow the grip',
      'Good-morning out of the hole: drive the chest and hips up together',
      'Wrists bent back carrying the bar: keep wrists straight, the back holds it',
    ],
  ],
  'box-squat': [
    'Put a box behind you at a height that puts the hip crease at or just below the knee. Unrack the bar as for a back squat and stand a little wider than usual, heels a short step in front of the box.',
    'Brace and sit back onto the box with shins near vertical, keep tension as you sit briefly without rocking or relaxing. Drive up through the heels and out of the box with the chest leading.',
    ['Sit back, shins vertical', 'Stay tight on the box', 'Explode up'],
    [
      'Crashing onto the box: control the descent all the way down',
      'Relaxing and rocking on the box: keep the brace and back tight',
      'Knees slide forward: reach the hips back to the box',
    ],
  ],
  'pause-squat': [
    'Set up as for a back squat: bar on the upper back at mid-chest rack height, shoulder-width stance, toes slightly out. Use a clearly lighter load than your normal squat.',
    'Brace and squat to full depth, then hold still at the bottom for a set count, usually two or three seconds, staying tight. Drive up from the dead stop without a bounce and breathe at the top.',
    ['Stay tight in the hole', 'Count the pause', 'Drive from a dead stop'],
    [
      'Relaxing at the bottom: keep the brace and push the knees out',
      'Pause too high: reach full depth before counting',
      'Bouncing out: finish the count and then press',
    ],
  ],
  'safety-bar-squat': [
    'Set the safety squat bar at mid-chest height. Step under so the pad sits on the traps, hold the handles in front of you and unrack to a shoulder-width stance.',
    "Brace and squat to depth, resisting the bar's pull to tip you forward by keeping the upper back tight. Drive up and push the head and upper back into the pad; the handles can be pulled down to keep the chest up.",
    ['Pull the handles down', 'Upper back into the pad', 'Chest up'],
    [
      'Bar tips you forward and the back rounds: pull the handles down and brace harder',
      'Elbows flare and the pad slips: hold the handles close with elbows down',
      'Hips rise first: drive the chest up out of the bottom',
    ],
  ],
  'zercher-squat': [
    'Set the bar at about belly-button height in the rack. Hook it in the crooks of your elbows, hands clasped or fists up, and stand up with it; take a shoulder-width stance.',
    'Brace hard and squat down upright, elbows travelling down between the knees. Stand by driving through the whole foot, keeping the bar tight to the body; a pad or sleeve helps the elbows.',
    ['Bar in the elbow pits', 'Stay tall', 'Hug the bar in'],
    [
      'Upper back rounds forward: brace harder and hold the bar higher',
      'Bar slides down the forearms: curl the hands up and squeeze the elbows',
      'Cutting depth: lower the load and let the elbows pass inside the knees',
    ],
  ],
  'overhead-squat': [
    'Hold a barbell overhead with a wide snatch grip, arms locked and the bar over the back of the neck. Stand with feet shoulder width or a little wider, toes out.',
    'Brace and squat down while pressing up into the bar, keeping it over the mid-foot as the torso stays upright. Reach full depth only as far as the bar stays stable, then stand with arms locked.',
    ['Push the bar up and apart', 'Armpits forward', 'Bar over the mid-foot'],
    [
      'Bar drifts forward: push it back over the neck and keep the chest up',
      'Elbows bend: lock them and press up through the whole rep',
      'Heels lift or back rounds: squat to a shallower depth and work mobility',
    ],
  ],
  'hack-squat': [
    'Stand in the machine with your back flat on the pad and shoulders under the pads, feet shoulder width in the middle of the platform. Release the safety handles.',
    'Lower under control until the thighs are at least parallel to the platform, keeping the whole back on the pad. Press back up through the whole foot without locking the knees hard, then re-engage the safeties at the end of the set.',
    ['Back flat on the pad', 'Knees track the toes', 'Push through the whole foot'],
    [
      'Heels lift: move the feet slightly higher on the platform',
      'Hips peel off the pad at the bottom: stop above that depth',
      'Knees snap to lockout: stop just short and stay in control',
    ],
  ],
  'leg-press': [
    'Sit in the machine with the lower back and hips flat against the seat and feet shoulder width in the middle of the platform. Press the platform up and release the safeties.',
    'Lower the platform under control until the knees are near the chest while the hips stay down, then press back through the whole foot. Breathe out on the way up and stop just short of locking the knees.',
    ['Hips stay in the seat', 'Press through the heels and mid-foot', 'Soft knees at the top'],
    [
      'Lower back rounds off the seat at the bottom: shorten the range',
      'Knees cave in: push them out in line with the toes',
      'Knees lock hard at the top: stop just before lockout',
    ],
  ],
  'single-leg-press': [
    'Sit in the leg press as usual and place one foot in the middle of the platform, in line with the hip; rest the other foot on the floor or frame. Use a much lighter load than the two-leg press.',
    'Release the safeties and lower the platform with one leg until the knee is well bent and the hip stays down. Press back through the whole foot, then finish the reps on that side before switching.',
    ['Knee over the toes', 'Hips level in the seat', 'Slow on the way down'],
    [
      'Hip rolls off the seat: reduce the depth',
      'Knee drifts inward: keep it in line with the second toe',
      'Pelvis twists: hold the handles and keep both hips down',
    ],
  ],
  'belt-squat': [
    'Attach the belt around the hips and clip it to the machine. Stand on the platform with feet shoulder width, hold the handles lightly and stand up to take the load off the stops.',
    'Sit down between the heels with an upright torso and let the knees come forward, going as deep as the hips can while the back stays flat. Drive up to standing; the spine is unloaded so the legs can work to high reps.',
    ['Sit straight down', 'Hips under the belt', 'Hands for balance only'],
    [
      'Pulling on the handles to stand: hold them lightly',
      'Leaning back at the top: finish tall over the feet',
      'Belt rides up the waist: set it low on the hips',
    ],
  ],
  'smith-machine-squat': [
    'Set the bar at shoulder height, step under and rest it on the upper traps, feet shoulder width and slightly in front of the bar so the shins can stay more upright.',
    'Unhook the bar by turning it, brace and squat to depth along the fixed path. Press up through the whole foot and re-hook the bar at the end of the set.',
    ['Feet a little forward', 'Sit between the heels', 'Brace like a free squat'],
    [
      'Feet directly under the bar causing knee strain: step them slightly forward',
      'Loss of brace because the bar feels safe: breathe and brace each rep',
      'Forgetting to re-hook the bar: turn the wrists to hook at the top',
    ],
  ],
  'pistol-squat': [
    'Stand on one leg with the other leg straight out in front, arms reaching forward for balance. Hold a post or sit to a box to start if you cannot yet reach the bottom.',
    'Lower slowly on the standing leg, keeping the heel down and the free leg off the floor, until the hamstring meets the calf. Drive up through the whole foot to standing without letting the knee cave.',
    ['Reach forward', 'Heel stays down', 'Knee over the toes'],
    [
      'Heel lifts: hold a small weight forward or raise the heel on a plate',
      'Knee caves inward: slow down and push it out',
      'Falling back at the bottom: reach the arms further forward',
    ],
  ],
  'sissy-squat': [
    'Lock the feet under the pads of the sissy squat bench so the shins are braced against the front pad. Stand tall, arms forward or crossed on the chest.',
    'Lean back as a straight line from knees to shoulders while the knees travel forward and down, lowering as far as control allows. Push the knees back to return to standing, keeping the hips extended throughout.',
    ['Straight line knees to head', 'Hips stay forward', 'Slow on the way down'],
    [
      'Bending at the hips: squeeze the glutes and keep the hips forward',
      'Dropping too fast: control a slow lower of three seconds',
      'Knee pain: shorten the range until it settles',
    ],
  ],
  'dumbbell-squat': [
    'Hold a dumbbell in each hand at your sides, arms long, palms in. Stand with feet shoulder width, toes turned out slightly.',
    'Brace and squat down with the dumbbells hanging straight beside the feet, chest up, until the thighs reach parallel or below. Stand by pushing through the whole foot.',
    ['Arms long and relaxed', 'Chest up', 'Drive through the mid-foot'],
    [
      'Dumbbells swing forward: keep them hanging by the sides',
      'Leaning forward under the load: brace and stay tall',
      'Knees cave: push them out over the toes',
    ],
  ],
  'sumo-squat': [
    'Stand with feet well wider than the shoulders and toes pointed out, holding one kettlebell by the handle with both hands, arms long between the legs.',
    'Brace and sit straight down, pushing the knees out over the toes until the bell nearly touches the floor. Stand by squeezing the inner thighs and glutes, keeping the chest up.',
    ['Knees out over the toes', 'Sit straight down', 'Squeeze up'],
    [
      'Knees cave inward: push them out over the toes',
      'Torso tips forward: keep the chest up and the bell hanging straight',
      'Stance too wide to stay stable: bring the feet in slightly',
    ],
  ],
  'wall-sit': [
    'Stand with your back flat against a wall and walk the feet out about a stride from it, hip width apart.',
    'Slide down the wall until the thighs are parallel to the floor and the knees are over the ankles, then hold for 30 to 60 seconds while breathing steadily. Stand by sliding back up the wall.',
    ['Back flat on the wall', 'Knees over the ankles', 'Breathe slow'],
    [
      'Knees past the toes: walk the feet further out',
      'Hands pushing on the thighs: fold the arms or keep them off the legs',
      'Holding the breath: breathe steadily through the hold',
    ],
  ],
  'landmine-squat': [
    'Put one end of the bar in the landmine and hold the loaded end at the chest with both hands cupped under the sleeve. Stand facing the anchor, feet shoulder width, leaning slightly into the bar.',
    'Brace and squat down with the torso upright and the bar tight to the chest, following its arc. Drive up to standing through the whole foot.',
    ['Bar tight to the chest', 'Lean into the bar a little', 'Sit between the heels'],
    [
      'Standing too close to the anchor: step back so you lean slightly into it',
      'Bar drifts from the chest: keep the elbows down and tucked',
      'Knees cave: push them out over the toes',
    ],
  ],
  'kettlebell-front-squat': [
    'Clean two kettlebells to the rack position: handles in the palms, bells resting on the outside of the forearms, elbows tucked to the ribs. Stand with feet shoulder width.',
    'Brace and squat down upright with the bells kept tight to the chest, elbows inside the knees at the bottom. Drive up through the whole foot, breathing out at the top.',
    ['Elbows tucked', 'Stay tall', 'Knees out'],
    [
      'Bells drift away and pull you forward: keep the elbows pinned to the ribs',
      'Wrists bend back: keep them straight and punch the hands forward slightly',
      'Losing the brace at the bottom: breathe and brace before each rep',
    ],
  ],
  'bodyweight-box-squat': [
    'Stand in front of a chair, bench or box with feet shoulder width, heels a short step from it. Arms reach forward for balance.',
    'Sit back and down under control until you lightly touch the seat, without flopping onto it. Lean slightly forward and stand up by pushing through the whole foot, using the hands as little as you can.',
    ['Touch and go', 'Nose over the toes to stand', 'Push the floor away'],
    [
      'Dropping onto the seat: lower slowly all the way down',
      'Knees knock together: push them out',
      'Using the hands to stand: pick a higher seat and progress lower',
    ],
  ],
  'shrimp-squat': [
    'Stand on one leg and hold the other foot behind you with the same-side hand, knee bent; the free arm reaches forward for balance.',
    'Lower slowly on the standing leg until the back knee touches the floor, keeping the chest forward over the knee. Drive up through the standing foot without letting the back knee bounce off the floor.',
    ['Knee kisses the floor', 'Chest over the front knee', 'Drive through the heel'],
    [
      'Back knee slams down: lower slowly or use a pad',
      'Falling backwards: lean the chest further forward',
      'Too hard to hold the foot: let go of it and just keep the leg back',
    ],
  ],
  'band-front-squat': [
    'Stand on a resistance band with feet shoulder width and bring the top of it to the front of the shoulders, hands crossed or holding it at the collarbones, elbows high.',
    'Brace and squat down upright until the thighs are at least parallel, keeping the band on the shoulders. Drive up and finish tall, where the band pulls hardest.',
    ['Elbows up', 'Stay tall', 'Finish the top'],
    [
      'Band slides off the shoulders: keep the elbows high and the band at the collarbones',
      'Feet slide on the band: stand on it with the whole foot',
      'Rushing the top: lock out fully against the band',
    ],
  ],
  'spanish-squat': [
    'Loop a heavy band around a solid post and step into it so it sits behind both knees. Walk back until the band is taut, feet hip width.',
    'Sit back into the band and squat down with the shins near vertical and the torso upright, letting the band hold the knees back. Lower to about parallel, pause, and stand; sets can also be held for 30 to 45 seconds.',
    ['Sit into the band', 'Shins vertical', 'Torso upright'],
    [
      'Band slack: step further back before starting',
      'Knees drift forward off the band: sit the hips back more',
      'Leaning forward: keep the chest up over the hips',
    ],
  ],
  'goblet-squat-hold': [
    'Hold a kettlebell by the horns at the chest and take your squat stance, feet a little wider than the hips.',
    'Squat down to the bottom position with a flat back and the elbows inside the knees, then hold it for 20 to 60 seconds. Breathe slowly, use the elbows to open the knees, and stand carefully at the end.',
    ['Chest up', 'Elbows open the knees', 'Breathe into the belly'],
    [
      'Back rounds during the hold: hold a little higher',
      'Heels lift: widen the stance and shift to mid-foot',
      'Bell sags away from the chest: keep it tight to the sternum',
    ],
  ],
};
