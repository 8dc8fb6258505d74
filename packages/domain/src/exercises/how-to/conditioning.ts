import type { HowToRows } from './schema.ts';

/** How to do each conditioning exercise, by catalogue id. */
export const CONDITIONING_HOW_TO: HowToRows = {
  burpee: [
    'Stand with feet shoulder-width and enough clear floor to lie down in front of you.',
    'Squat and place the hands on the floor, jump or step the feet back to a plank, and lower the chest to the floor. Push up, jump the feet back toward the hands, then stand and jump with a clap overhead. Keep a steady breathing rhythm across the set or interval.',
    ['Hands down, feet back', 'Chest to the floor, then push', 'Land soft on the jump'],
    [
      'Sagging hips in the plank: brace before the feet land',
      'Rounded back reaching for the floor: bend the knees more',
      'Feet land far from the hands: jump them in under the hips',
    ],
  ],
  'mountain-climber': [
    'Start in a high plank: hands under the shoulders, body straight from head to heels, weight over the hands.',
    'Drive one knee toward the chest, then switch legs quickly so the other knee comes in as the first foot goes back. Keep the hips low and the shoulders over the hands for the set time (20–45 s), breathing steadily.',
    ['Shoulders over the hands', 'Hips level with the shoulders', 'Quick, light feet'],
    [
      'Hips pike up: lower them in line with the shoulders',
      'Shoulders drift behind the hands: shift the weight forward',
      'Bouncing the hips: brace and move only the legs',
    ],
  ],
  'jumping-jack': [
    'Stand tall with feet together and arms at your sides.',
    'Jump the feet out a little wider than the shoulders while raising the arms overhead, then jump back to the start, arms down. Stay on the balls of the feet with soft knees and keep a steady rhythm for the set time or count.',
    ['Light on the feet', 'Arms and feet together', 'Soft knees'],
    [
      'Landing flat and heavy: stay on the forefoot',
      'Knees cave when the feet land wide: land with them over the toes',
      'Arms stop short: reach fully overhead',
    ],
  ],
  'bear-crawl': [
    'Start on hands and knees, hands under the shoulders and knees under the hips, then lift the knees a little off the floor with the back flat.',
    'Crawl forward by moving the opposite hand and foot together in small steps, keeping the knees low and the hips level, for the set distance or time (10–20 m or 30 s). Breathe steadily; crawl backward too if the plan says so.',
    ['Knees hover low', 'Opposite hand and foot', 'Flat back, you could hold a glass on it'],
    [
      'Hips rise high: keep them level with the shoulders',
      'Hips rock side to side: smaller steps, brace',
      'Same-side hand and foot: move diagonally',
    ],
  ],
  'shuttle-run': [
    'Mark two lines a set distance apart (often 5–20 m) and start in an athletic stance behind one of them.',
    'Sprint to the far line, plant the outside foot, touch the line, and drive back the other way. Repeat for the set number of lengths or time, staying low through each turn.',
    ['Drop the hips into the turn', 'Plant and push off hard', 'Short steps before the line'],
    [
      'Rounding the turn in a wide arc: decelerate and plant',
      'Upright at the turn: lower the hips to change direction',
      'Knee caves on the plant: keep the knee over the foot',
    ],
  ],
  'jump-rope': [
    'Stand on the middle of the rope: handles should reach about the armpits. Hold the handles lightly with elbows near the ribs and the rope behind the heels.',
    'Turn the rope with the wrists, not the arms, and jump just high enough for it to pass, landing on the balls of the feet. Keep a steady rhythm for the set time; for double-unders jump a little higher and spin the wrists faster.',
    ['Wrists turn, arms stay quiet', 'Small, springy jumps', 'Elbows by the ribs'],
    [
      'Big arm circles: turn with the wrists',
      'Jumping too high or kicking the heels back: low, straight jumps',
      'Landing on the heels: stay on the forefoot',
    ],
  ],
  'battle-rope-waves': [
    'Anchor the rope, hold one end in each hand and step back until there is a little slack. Stand in a half squat, feet shoulder-width, chest up.',
    'Move the arms up and down quickly, alternately or together, sending waves down to the anchor. Keep the trunk braced and the legs bent for the set interval (20–40 s), breathing in rhythm with the waves.',
    ['Stay low in the legs', 'Fast arms, still trunk', 'Waves all the way to the anchor'],
    [
      'Standing up tall: keep the half squat',
      'Rope too tight, waves die early: step closer',
      'Rounded back: chest up, hips back',
    ],
  ],
  'indoor-row': [
    'Strap the feet in with the strap across the widest part of the foot. Sit tall, grip the handle with straight arms, shins near vertical (the catch).',
    'Drive with the legs first, then swing the torso back slightly, then pull the handle to the lower ribs. Return in reverse order: arms, body, then legs. Work for the set distance or time at a steady stroke rate.',
    ['Legs, body, arms; arms, body, legs', 'Push the floor away', 'Handle to the lower ribs'],
    [
      'Pulling with the arms first: push with the legs, arms straight',
      'Knees bend before the hands pass them: hands out, then knees up',
      'Damper at maximum on every row: set it around 3–5 and get the power from the drive',
    ],
  ],
  'air-bike': [
    'Set the seat so the knee is slightly bent at the bottom of the pedal stroke. Grip the handles and sit tall with the feet secure on the pedals.',
    'Push and pull the handles while driving the pedals, sprinting all out for the set interval (often 10–30 s), then ease off or rest as planned. The fan resists harder the faster you go, so pace longer efforts.',
    ['Push and pull with the arms', 'Drive through the whole pedal', 'All out, then truly rest'],
    [
      'Seat too low, knees cramped: raise it',
      'Arms only or legs only: use both together',
      'Going out too fast on long efforts: pace it from the start',
    ],
  ],
  'ski-erg': [
    'Stand facing the ski erg, feet hip-width, about a foot from the machine. Grip the handles overhead with the arms nearly straight.',
    'Pull the handles down while hinging at the hips and bending the knees, finishing with the hands past the hips and the core braced. Rise back up tall and reach the handles up for the next stroke. Work for the set distance or time at a steady rate.',
    ['Hinge and crunch down', 'Drive the hands past the hips', 'Stand tall to reset'],
    [
      'Arms only: hinge the hips to add power',
      'Squatting deep each stroke: hinge more, bend the knees less',
      'Rounded back at the bottom: brace and keep the spine long',
    ],
  ],
  'treadmill-run': [
    'Straddle the belt, start it slowly, then step on. Clip the safety key to your clothing. A 1% incline is a common choice for steady runs.',
    'Run tall with the feet landing under the hips, arms swinging forward and back, not across the body. Keep a pace you can hold for the set time or distance, or alternate fast and easy intervals, and slow to a walk before stepping off.',
    ['Land under your hips', 'Quick, light steps', 'Relaxed shoulders'],
    [
      'Holding the rails: slow down until you can run hands-free',
      'Overstriding with a heel strike: shorter, quicker steps',
      'Running too close to the front or back: stay in the middle of the belt',
    ],
  ],
  'stationary-bike': [
    'Set the saddle so the knee keeps a slight bend at the bottom of the stroke and the handlebars so you can reach them with a flat back. Secure the feet.',
    'Pedal smoothly in full circles at the planned resistance and cadence for the set time, or alternate hard and easy intervals. Keep the upper body relaxed and the hips still on the saddle.',
    ['Smooth circles', 'Quiet upper body', 'Knees in line with the feet'],
    [
      'Hips rock on the saddle: lower the saddle slightly',
      'Knees flare out: keep them over the pedals',
      'Bouncing at high cadence: add resistance',
    ],
  ],
  'stair-climber': [
    'Step onto the machine, hold the rails lightly for balance only, and stand tall. Choose a speed you can keep without leaning on the rails.',
    'Climb with the whole foot on each step, driving through the heel and standing fully on each leg. Keep a steady rhythm for the set time, breathing evenly.',
    ['Whole foot on the step', 'Stand tall, hands light', 'Push through the heel'],
    [
      'Leaning on the rails: slow down and hold them lightly',
      'Only the toes on the step: place the whole foot',
      'Hunching forward: chest up',
    ],
  ],
  elliptical: [
    'Step onto the pedals, hold the moving handles, and stand tall with the feet flat and centered on the pedals.',
    'Push and pull the handles while driving the pedals through a smooth stride for the set time. Set resistance and incline so you work without bouncing, and keep the heels down.',
    ['Stand tall', 'Push and pull the handles', 'Heels down'],
    [
      'Leaning on the console: hold the moving handles, stand upright',
      'Going up on the toes: press through the whole foot',
      'Resistance too low, legs spinning: add resistance',
    ],
  ],
  'sled-push': [
    'Load the sled and grip the upright handles, arms straight for speed or bent at chest height for heavy loads. Lean forward so the body makes a straight line from head to back foot.',
    'Drive the sled forward with short, powerful steps, pushing through the balls of the feet, for the set distance (10–30 m). Keep the hips low and the back flat; rest and push back the other way.',
    ['Lean in, body in a straight line', 'Drive the knees forward', 'Short, powerful steps'],
    [
      'Hips too high: lower them and lean from the ankles',
      'Rounding the back: brace and keep the spine long',
      'Long strides: shorter, faster steps',
    ],
  ],
  'sled-drag': [
    'Attach a strap from the sled to a harness or handles, face the sled and step back until the strap is taut. Sit into a quarter squat with the chest up.',
    'Walk backward with small steps, pushing through the front of the foot and straightening the knee each step, for the set distance (15–30 m). Keep the strap taut and the trunk upright.',
    ['Sit low and push the floor away', 'Small steps backward', 'Keep the strap tight'],
    [
      'Standing up straight: stay in the quarter squat',
      'Pulling with the arms: let the legs move the sled',
      'Looking away from the path: check the space behind before starting',
    ],
  ],
  'tire-flip': [
    'Stand facing the tire, feet shoulder-width. Squat down with the chest against the tire and grip under its edge with the palms up, hands shoulder-width.',
    'Drive the tire up and forward with the legs and hips, pushing the chest into it, then step in and switch to pushing it over with the hands. Step back to a safe distance and reset for the next flip.',
    ['Chest into the tire', 'Drive forward, not just up', 'Switch hands fast at the top'],
    [
      'Rounded back, pulling the tire straight up: squat low and drive it forward',
      'Curling the tire with the biceps: keep the arms straight on the drive',
      'Standing too far away: feet close, chest on the tire',
    ],
  ],
  'agility-ladder-drill': [
    'Lay the ladder flat on the floor. Stand at one end in an athletic stance: knees soft, on the balls of the feet, arms bent.',
    'Move through the ladder with the chosen pattern (for example one foot in each square, two feet in each, or lateral in-and-out), as fast as you can without touching the rungs. Walk back and repeat with a new pattern.',
    ['Quick, light feet', 'Arms drive the rhythm', 'Eyes up, not on the feet'],
    [
      'Flat-footed: stay on the balls of the feet',
      'Kicking the rungs: slow down, then build speed',
      'Looking down the whole time: glance ahead',
    ],
  ],
  'wall-ball': [
    "Stand about an arm's length from the wall, feet shoulder-width, holding the ball at the chest with the hands under it and the elbows tucked.",
    'Squat to below parallel, then drive up and use that drive to throw the ball to the target, usually 2.7–3 m high. Catch it at the chest as it falls and go straight into the next squat.',
    ['Full depth, then explode', 'Throw up, not out', 'Catch and sink'],
    [
      'Throwing with arms only: let the leg drive launch the ball',
      "Standing too far from the wall: stay an arm's length away",
      'Elbows drop and the chest folds: keep the chest up in the squat',
    ],
  ],
  'kettlebell-thruster': [
    'Clean two kettlebells to the front rack: bells on the outside of the forearms, elbows tucked, wrists straight. Feet shoulder-width.',
    'Squat to at least parallel with the chest up, then drive up hard and carry that drive into pressing the bells overhead to a lockout. Lower them to the rack and go straight into the next squat.',
    ['Elbows tight in the squat', 'Drive from the legs into the press', 'Biceps by the ears at the top'],
    [
      'Chest drops and the bells pull you forward: brace, elbows up',
      'Pressing without leg drive: use the drive out of the bottom',
      'Arching to finish: ribs down, glutes tight',
    ],
  ],
};
