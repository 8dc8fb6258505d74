import type { HowToRows } from './schema.ts';

/** How to do each vertical-pull exercise, by catalogue id. */
export const VERTICAL_PULL_HOW_TO: HowToRows = {
  'pull-up': [
    'Grip the bar overhand a little wider than the shoulders and hang with straight arms, legs together and slightly in front, ribs down.',
    'Pull the shoulder blades down, then drive the elbows down to the sides until the chin clears the bar. Lower under control to a full hang without swinging.',
    ['Elbows to the back pockets', 'Chest to the bar', 'Full hang each rep'],
    [
      'Kicking or swinging: keep the legs still and the body tight',
      'Half reps: lower to straight arms every rep',
      'Chin craning over the bar: pull the chest up instead',
    ],
  ],
  'chin-up': [
    'Grip the bar underhand about shoulder width and hang with straight arms, legs still and slightly in front.',
    'Pull the elbows down and in toward the ribs until the chin clears the bar, chest rising toward it. Lower under control to a full hang.',
    ['Elbows to the ribs', 'Chest up', 'Slow down'],
    [
      'Dropping fast: lower for two or three seconds',
      'Kipping: keep the legs still',
      'Stopping short of the bar: get the chin over',
    ],
  ],
  'neutral-grip-pull-up': [
    'Grip the parallel handles of the bar with the palms facing each other and hang with straight arms.',
    'Pull until the chin clears the handles, keeping the elbows close in front of the body. Lower to a full hang under control; the neutral grip is often kindest to elbows and shoulders.',
    ['Elbows close', 'Chest to the handles', 'Full hang'],
    [
      'Swinging between reps: pause in the hang',
      'Shrugging at the top: keep the shoulders down',
      'Half range: straighten the arms at the bottom',
    ],
  ],
  'weighted-pull-up': [
    'Hang plates or a dumbbell from a dip belt, or hold a dumbbell between the feet. Grip the bar overhand a little wider than the shoulders and hang with straight arms.',
    'Pull until the chin clears the bar, keeping the weight still below you, then lower to a full hang. Use a load you can move with strict form.',
    ['Weight stays still', 'Drive the elbows down', 'Full range'],
    [
      'Load swings: start every rep from a still hang',
      'Reps shrink as the load grows: lighten until full range',
      'Kicking to finish: strict reps only',
    ],
  ],
  'assisted-pull-up': [
    'Set the counterweight, kneel or stand on the pad and grip the handles overhand a little wider than the shoulders, arms straight.',
    'Pull until the chin clears the handles, driving the elbows down, then lower under control to straight arms. Use less assistance as you get stronger.',
    ['Elbows down', 'Chin over', 'Slow lower'],
    [
      'So much assistance that it feels easy: reduce it',
      'Short reps at the bottom: straighten the arms',
      'Leaning back into a row: stay upright',
    ],
  ],
  'band-assisted-pull-up': [
    'Loop a band over the pull-up bar and through itself, then put one knee or both feet in the loop. Grip the bar overhand and hang with straight arms.',
    'Pull until the chin clears the bar and lower slowly to a full hang, letting the band help most at the bottom. Use a thinner band as you get stronger.',
    ['Chest to the bar', 'Control the band', 'Full hang'],
    [
      'Band slips off the foot: secure it before stepping in',
      'Bouncing out of the bottom with the band: pause in the hang',
      'Losing the band when getting off: step out with a hand on the bar',
    ],
  ],
  'negative-pull-up': [
    'Stand on a box or jump so the chin is above the bar, hands gripping overhand a little wider than the shoulders.',
    'Lift the feet and lower yourself as slowly as you can, aiming for three to five seconds, until the arms are straight. Step back up and repeat.',
    ['Slow all the way', 'Fight the drop', 'Start chin over bar'],
    [
      'Dropping the last part: control to full hang',
      'Going fast: count every second',
      'Jumping too hard to the top: use a higher box',
    ],
  ],
  'scapular-pull-up': [
    'Hang from the bar with an overhand grip a little wider than the shoulders, arms straight and relaxed.',
    'Without bending the elbows, pull the shoulder blades down and back so the body rises slightly, hold briefly, then let them rise back to a full hang.',
    ['Arms stay straight', 'Shoulders away from the ears', 'Small and controlled'],
    [
      'Bending the elbows: keep them locked',
      'Swinging: keep the legs still',
      'Rushing: pause at the top of each rep',
    ],
  ],
  'lat-pulldown': [
    'Set the thigh pad so the legs are held firmly. Grip the bar overhand a little wider than the shoulders and sit down with arms straight, chest up.',
    'Lean back slightly and pull the bar to the upper chest, driving the elbows down and back. Let it rise under control to straight arms, feeling the lats stretch.',
    ['Elbows down and back', 'Bar to the upper chest', 'Full stretch at the top'],
    [
      'Leaning far back and rowing: keep a slight lean only',
      'Pulling behind the neck: pull to the front',
      'Bar yanked with momentum: pull smoothly',
    ],
  ],
  'close-grip-lat-pulldown': [
    'Attach a close-grip handle with the palms facing each other. Set the thigh pad, sit down and reach up with straight arms.',
    'Pull the handle to the upper chest with the elbows close to the body, leaning back slightly. Return slowly to a full stretch.',
    ['Elbows close', 'Chest to the handle', 'Slow up'],
    [
      'Swinging back to pull: keep the torso steady',
      'Stopping at the chin: pull to the chest',
      'Shrugging at the top: reach, then pull the shoulders down first',
    ],
  ],
  'single-arm-lat-pulldown': [
    'Attach a D-handle to a high cable. Kneel or sit beneath it and hold the handle with one arm straight overhead.',
    'Pull the elbow down to the side of the ribs, then let the handle rise to a full stretch. Finish the side, then switch arms.',
    ['Elbow to the hip', 'Full stretch', 'Torso still'],
    [
      'Leaning and twisting to pull: keep the torso still',
      'Short stretch: let the arm reach fully overhead',
      'Pulling with the biceps: lead with the elbow',
    ],
  ],
  'plate-loaded-lat-pulldown': [
    'Load both sides evenly, set the thigh pad, and grip the handles with straight arms overhead.',
    'Pull the handles down to the upper chest by driving the elbows down and back, keeping both sides even. Return slowly to a full stretch.',
    ['Both arms together', 'Elbows down', 'Full stretch'],
    [
      'One side leads: pull evenly',
      'Leaning far back: stay almost upright',
      'Letting the plates crash: control the return',
    ],
  ],
  'straight-arm-pulldown': [
    'Attach a straight bar to a high cable. Stand facing it, hinge slightly forward and grip the bar shoulder width with nearly straight arms raised in front.',
    'Keeping the elbows fixed, sweep the bar down in an arc to the thighs, squeezing the lats. Let it rise slowly until the arms are about head height.',
    ['Arms stay long', 'Sweep to the thighs', 'Ribs down'],
    [
      'Bending the elbows into a pushdown: keep them soft and fixed',
      'Using the hips to swing: hold the hinge still',
      'Shrugging at the top: keep the shoulders down',
    ],
  ],
  'muscle-up': [
    'Hang from the bar with a false grip or overhand grip about shoulder width. A kip swing is common; strict reps start from a still hang.',
    'Pull explosively, driving the bar down toward the hips rather than the chin, then quickly bring the chest over the bar and turn the wrists over. Press out of the dip at the top to straight arms and lower back to the hang.',
    ['Pull to the hips', 'Chest over the bar fast', 'Press out'],
    [
      'Pulling straight up and getting stuck: pull the bar down and away',
      'One arm gets over first: pull both evenly',
      'No pulling strength: build toward chest-to-bar pull-ups first',
    ],
  ],
  'ring-muscle-up': [
    'Set the rings high enough to hang straight. Grip them with a false grip, the wrist over the ring, and hang with straight arms.',
    'Pull the rings to the lower chest, keeping them close, then throw the chest forward over the hands and move into the bottom of a dip. Press out to straight arms and lower back through the dip and pull.',
    ['False grip', 'Rings to the ribs', 'Fast transition'],
    [
      'Losing the false grip: re-set it and use chalk',
      'Rings drift wide: keep them tight to the body',
      'Stuck in the transition: drill ring dips and low ring transitions',
    ],
  ],
  'rope-climb': [
    'Stand at the rope, reach up with both hands, and set the legs to lock the rope: wrap it around one leg and pin it between the feet.',
    'Pull with the arms and raise the knees, then clamp the rope with the feet and stand up to reach higher. Climb hand over hand to the target, then descend hand under hand; never slide down.',
    ['Lock with the feet', 'Stand up the rope', 'Hand under hand down'],
    [
      'Arms only with no foot lock: learn the foot lock low first',
      'Sliding down and burning the hands: climb down hand under hand',
      'Climbing too high before it is safe: use a mat and build gradually',
    ],
  ],
  'band-lat-pulldown': [
    'Anchor a band high above you, kneel or sit under it, and hold an end in each hand with the arms straight overhead.',
    'Pull the hands down to the upper chest, driving the elbows down and back, then let the arms rise slowly to a full stretch.',
    ['Elbows down', 'Chest up', 'Slow return'],
    [
      'Band slack at the top: move further from the anchor',
      'Leaning back to row: stay upright',
      'Snapping back: control the stretch',
    ],
  ],
  'band-straight-arm-pulldown': [
    'Anchor a band high in front of you. Hinge slightly forward and hold an end in each hand with the arms nearly straight at head height.',
    'Sweep the hands down to the thighs with the elbows fixed, squeezing the lats. Let the arms rise slowly.',
    ['Long arms', 'Sweep to the thighs', 'Ribs down'],
    [
      'Bending the elbows: keep them fixed',
      'Band loose at the top: step back',
      'Shrugging: keep the shoulders down',
    ],
  ],
  'suspension-pull-up': [
    'Set the straps so the handles are just within reach while sitting or kneeling under them. Hold the handles and keep the feet on the floor for assistance.',
    'Pull the chest up toward the handles, driving the elbows down, using the legs only as much as needed. Lower under control to straight arms.',
    ['Arms do most of the work', 'Elbows down', 'Slow lower'],
    [
      'Legs doing the pulling: push less with the feet',
      'Handles drift apart: pull them to the shoulders',
      'Partial reps: straighten the arms',
    ],
  ],
  'ring-pull-up': [
    'Set the rings high enough to hang straight, grip them with palms forward or in, and hang with the body still.',
    'Pull until the chin clears the rings, letting the hands rotate to a natural path, then lower to a full hang.',
    ['Let the rings turn', 'Elbows down', 'Full hang'],
    [
      'Rings swing: start each rep still',
      'Rings drift wide: keep them close to the shoulders',
      'Half reps: lower to straight arms',
    ],
  ],
  'floor-slide-pulldown': [
    'Lie face down on a smooth floor with a towel under the hips or chest, arms stretched overhead, hands or forearms pressing into the floor.',
    'Press the hands down and pull the elbows toward the ribs to drag the body forward, keeping the legs passive. Reset the arms overhead and repeat for reps or a set distance, such as the length of a room.',
    ['Press and drag', 'Elbows to the ribs', 'Legs relaxed'],
    [
      'Pushing with the toes: keep the legs passive',
      'Towel bunches up: use a smooth floor and a flat towel',
      'Arms bend too early: reach fully before each pull',
    ],
  ],
};
