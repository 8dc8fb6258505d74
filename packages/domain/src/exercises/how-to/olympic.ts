import type { HowToRows } from './schema.ts';

/** How to do each olympic exercise, by catalogue id. */
export const OLYMPIC_HOW_TO: HowToRows = {
  'power-clean': [
    'Bar over the mid-foot, feet hip-width, hook grip just outside the legs. Hips above the knees, shoulders slightly ahead of the bar, arms long, back flat.',
    'Push the floor away so the bar rises close to the shins, then drive hips and knees through hard as it passes mid-thigh. Pull under fast, whip the elbows forward and catch in a quarter squat, thighs above parallel. Stand, then lower the bar.',
    ['Slow off the floor, fast from the thigh', 'Bar close, brush the hips', 'Fast elbows'],
    [
      'Early arm bend: keep the arms long until the hips open',
      'Bar swings away from the body: sweep it back and keep it close',
      'Catching on the toes: land flat-footed, elbows through fast',
    ],
  ],
  clean: [
    'Set up as for a power clean: bar over the mid-foot, hook grip just outside the legs, flat back, shoulders slightly over the bar.',
    'Lift smoothly past the knees, extend hard at the hips, then pull under and receive the bar in a full front squat, elbows high. Ride the bounce out of the bottom and stand up with the chest tall. Lower the bar with control.',
    ['Patient off the floor', 'Finish tall, then drop under', 'Elbows up in the hole'],
    [
      'Elbows drop in the catch and the bar rolls forward: fast elbows, chest up',
      'Jumping forward: drive straight up and keep the bar close',
      'Pulling with the arms early: keep them long through the second pull',
    ],
  ],
  'hang-power-clean': [
    'Deadlift the bar to standing with a hook grip just outside the thighs. Unlock the knees and hinge until the bar sits just above the knees, shoulders over the bar, back flat.',
    'From the hang, drive hips and knees through explosively, shrug and pull under, and catch in a quarter squat with the elbows forward. Stand tall, then reset in the hang for the next rep.',
    ['Load the hamstrings, then jump', 'Bar stays close', 'Snap the elbows through'],
    [
      'Dipping with the knees instead of hinging: push the hips back to load',
      'Reverse-curling the bar up: extend first, arms stay loose',
      'Catching with the elbows down: rotate them forward fast',
    ],
  ],
  'clean-and-jerk': [
    'Start as for the clean: bar over the mid-foot, hook grip, flat back. The jerk begins from the front rack, feet hip-width, elbows slightly up.',
    'Clean the bar to a full front squat and stand. Reset the rack and breathe, then dip straight down a little, drive up, and punch under into a split with the bar locked overhead. Recover front foot then back foot before lowering.',
    ['Stand fully before the jerk', 'Dip straight, drive straight', 'Punch under and lock'],
    [
      'Rushing the jerk: take a breath and re-grip in the rack',
      'Forward dip sends the bar out front: keep the weight on the mid-foot',
      'Soft lockout: press up as you drop under',
    ],
  ],
  snatch: [
    'Wide grip, so the bar sits in the hip crease when standing; hook grip. Bar over the mid-foot, hips a little lower than in a clean, chest up, back flat.',
    'Lift smoothly past the knees, extend explosively at the hips, then pull under and catch the bar overhead in a full overhead squat, arms locked and bar over the back of the neck. Stand with it overhead, then lower.',
    ['Bar to the hip, not the thigh', 'Pull under, do not wait', 'Lock hard and sit tall'],
    [
      'Bar loops away in front: keep it close and finish tall',
      'Pressing out overhead: lock the arms as you drop under',
      'Landing with feet too wide or narrow: practice the landing in squat stance',
    ],
  ],
  'power-snatch': [
    'Snatch-width hook grip with the bar over the mid-foot, shoulders slightly over the bar, back flat, arms long.',
    'Lift and extend as in the full snatch, then pull under and catch the bar overhead in a partial squat, thighs above parallel, arms locked. Stand fully before lowering the bar to the hips and floor.',
    ['Extend fully, then punch up', 'Bar close to the body', 'Catch with active shoulders'],
    [
      'Catching with bent elbows: lock out aggressively in the catch',
      'Hips swing the bar forward: sweep it close and finish vertically',
      'Knees cave in the catch: land with them out over the toes',
    ],
  ],
  'hang-snatch': [
    'Stand with a snatch-width hook grip, then hinge until the bar is just above the knees or at mid-thigh. Shoulders over the bar, arms long, back flat.',
    'From the hang, drive the hips through explosively, pull yourself under and catch the bar overhead in a full or power squat, arms locked. Stand and reset in the hang for each rep.',
    ['Hinge, do not squat, into the hang', 'Hips through, then under', 'Lock the arms and sit'],
    [
      'Starting the pull with the arms: let the hips move the bar first',
      'Bar drifts forward at the top: keep it close and finish tall',
      'Soft overhead position: squeeze the bar and push up',
    ],
  ],
  'push-jerk': [
    'Unrack the bar into a front rack, grip just outside the shoulders, elbows slightly in front of the bar, feet hip-width.',
    'Dip a short distance straight down, drive the bar up with the legs, then push yourself under and re-bend the knees to catch it with the arms locked, feet landing a little wider. Stand fully with the bar over the mid-foot, then lower to the rack.',
    ['Short, straight dip', 'Drive with the legs, not the arms', 'Lock out as you land'],
    [
      'Torso tips forward in the dip: dip straight down, weight over the mid-foot',
      'Pressing the bar out instead of dropping under: punch under as it leaves the shoulders',
      'Bar ends in front of the head: push the head through',
    ],
  ],
  'split-jerk': [
    'Take the bar in a front rack with a grip just outside the shoulders. Feet hip-width, weight balanced on the mid-foot; know which leg goes forward.',
    'Dip and drive as in the push jerk, then split the feet, front shin vertical and back knee soft, as you punch the bar to lockout. Recover the front foot back halfway, then the back foot forward, and lower the bar.',
    ['Dip, drive, split', 'Front foot flat, back heel up', 'Head through at lockout'],
    [
      'Splitting too short or too narrow: land in a long, hip-width split',
      'Bar forward of the head: head through, bar over the middle of the split',
      'Stepping out before the drive finishes: drive fully, then split',
    ],
  ],
  'clean-pull': [
    'Set up as for a clean: bar over the mid-foot, hook grip just outside the legs, back flat, shoulders slightly over the bar.',
    'Push the floor away, keep the bar close past the knees, then extend hips, knees and ankles hard and shrug at the top. Arms stay long; do not pull under. Lower the bar with control and reset.',
    ['Same positions as your clean', 'Extend all the way, then shrug', 'Arms are ropes'],
    [
      'Hips rise faster than the shoulders: push with the legs off the floor',
      'Bending the arms: stay long and let the shrug finish',
      'Leaning back at the top: finish straight up',
    ],
  ],
  'snatch-high-pull': [
    'Snatch-width hook grip, bar over the mid-foot, hips slightly lower than for a clean, chest up and back flat.',
    'Lift as in a snatch, extend explosively, then shrug and pull the elbows high and out so the bar rises to about the lower chest. Keep the bar close throughout. Lower under control to the hips, then the floor.',
    ['Extend first, then pull', 'Elbows high and out', 'Bar close to the body'],
    [
      'Pulling early with the arms: wait until the hips open',
      'Bar swings out: keep it close and elbows above the bar',
      'Cutting the extension short: finish on the toes before the arm pull',
    ],
  ],
  thruster: [
    'Unrack the bar in a front rack, hands just outside the shoulders, elbows high. Feet about shoulder-width, toes slightly out.',
    'Squat to at least parallel with the chest up, then drive up hard and use that drive to press the bar overhead in one movement, finishing with the arms locked and the bar over the mid-foot. Lower it to the rack position and go straight into the next squat.',
    ['Elbows up in the squat', 'Drive, then press through', 'Head through at the top'],
    [
      'Elbows drop and the bar rolls forward: keep them high',
      'Pausing at the top of the squat: let the leg drive carry into the press',
      'Arching to finish the press: ribs down, glutes tight',
    ],
  ],
  'dumbbell-snatch': [
    'Stand with feet hip- to shoulder-width and the dumbbell on the floor between the feet. Hinge with a flat back and grip it with one hand, free hand on the thigh or out to the side.',
    'Drive the hips and legs hard so the bell rises close to the body, then pull the elbow high and punch under to catch it overhead with a locked arm. Stand tall, lower it to the shoulder and then the floor, and switch hands as planned.',
    ['Jump it up with the hips', 'Keep it close', 'Punch and lock'],
    [
      'Curling or pressing it up: let the hips move it',
      'Rounded back at the bottom: hinge and keep the chest up',
      'Soft elbow overhead: lock it out before standing',
    ],
  ],
  'kettlebell-clean': [
    'Bell on the floor a little in front of you between the feet. Hinge, grip the handle with one hand and hike it back between the legs.',
    'Drive the hips forward so the bell floats up close to the body, and let the hand slip around the handle so the bell lands softly in the rack: on the outside of the forearm, elbow against the ribs. Drop it back into the hike and repeat.',
    ['Zip up the jacket', 'Hand around, do not flip the bell', 'Hips snap, elbow stays close'],
    [
      'Bell slams the forearm: keep it close and rotate the hand through early',
      'Swinging it out wide: elbow tight to the body on the way up',
      'Squatting instead of hinging: hips back, shins nearly vertical',
    ],
  ],
  'kettlebell-snatch': [
    'Bell on the floor a little in front of you between the feet. Hinge, grip the handle with one hand, and hike it back high between the legs.',
    'Snap the hips forward and let the bell travel up close to the body; as it rises, punch the hand through so the bell lands softly on the back of the forearm with the arm locked overhead. Drop it back down in an arc into the next hike.',
    ['Hips send it, hand guides it', 'Punch through at the top', 'Lock out with the biceps by the ear'],
    [
      'Bell flips and bangs the wrist: punch the hand up through the handle sooner',
      'Pressing out overhead: finish with the hip snap, not the arm',
      'Rounded back in the hike: keep the spine neutral',
    ],
  ],
};
