import type { HowToRows } from './schema.ts';

/** How to do each lunge exercise, by catalogue id. */
export const LUNGE_HOW_TO: HowToRows = {
  'walking-lunge': [
    'Stand tall holding a dumbbell in each hand at your sides, feet hip width, with a clear path ahead for the set, counted in steps.',
    'Step forward into a long stride and lower until the back knee nearly touches the floor, front shin near vertical. Drive through the front foot to bring the back foot through into the next step, alternating legs.',
    ['Long stride', 'Tall chest', 'Push through the front heel'],
    [
      'Front knee caves in: keep it over the middle toes',
      'Steps too short, heel lifts: lengthen the stride',
      'Wobbling side to side: keep the feet hip width apart, not on a line',
    ],
  ],
  'forward-lunge': [
    'Stand tall with feet hip width, hands on the hips or by your sides.',
    'Step forward and lower until both knees are bent about 90 degrees, back knee just above the floor. Push hard through the front foot to step back to standing; alternate legs or finish one side first.',
    ['Step and drop', 'Torso upright', 'Push back to start'],
    [
      'Front knee caves inward: track it over the toes',
      'Pushing off the back foot: drive through the front heel',
      'Back knee slams down: control the lowering',
    ],
  ],
  'reverse-lunge': [
    'Stand tall with feet hip width, hands on the hips or by your sides.',
    'Step one foot back and lower until the back knee is just above the floor, weight mostly on the front foot. Drive through the front foot to return to standing; it is easier on the knees than stepping forward.',
    ['Step back, sink down', 'Weight on the front foot', 'Stand tall'],
    [
      'Step too short: reach back far enough for both knees to bend well',
      'Leaning forward: keep the chest up',
      'Front knee wobbles: slow down and push it over the toes',
    ],
  ],
  'barbell-reverse-lunge': [
    'Unrack the bar onto the upper back from mid-chest height as for a back squat and step back from the rack with feet hip width.',
    'Brace, step one foot back and lower until the back knee is just above the floor, then drive through the front foot to return. Alternate legs or finish one side first, moving slowly enough to stay balanced.',
    ['Brace first', 'Step back, straight down', 'Front heel drives'],
    [
      'Losing balance: keep the feet hip width apart, not in line',
      'Torso pitches forward under the bar: keep the chest up',
      'Rushing between reps: reset tall before each step',
    ],
  ],
  'bulgarian-split-squat': [
    'Stand a stride in front of a bench holding dumbbells at your sides and rest the top of the back foot on the bench. Hop the front foot forward until you can lower with the heel down.',
    'Lower straight down until the back knee nearly touches the floor and the front thigh is about parallel. Drive through the front foot to stand, finish the reps and switch legs.',
    ['Drop the back knee', 'Front heel down', 'Slight forward lean'],
    [
      'Front foot too close, heel lifts: step it forward',
      'Pushing off the back foot: keep it as a kickstand',
      'Front knee caves: push it out over the toes',
    ],
  ],
  'split-squat': [
    'Take a long split stance, feet hip width apart side to side, back heel raised. Hands on the hips or holding a support.',
    'Lower straight down until the back knee nearly touches the floor, then stand back up, keeping the feet in place. Finish the set on one side before switching.',
    ['Straight down, straight up', 'Front heel down', 'Torso tall'],
    [
      'Feet in one line, wobbling: widen the stance side to side',
      'Front knee caves: keep it over the toes',
      'Shallow reps: lower until the back knee nearly touches',
    ],
  ],
  'step-up': [
    'Stand facing a box that puts the knee at about hip height or lower when the foot is on it, a dumbbell in each hand. Put the whole working foot on the box.',
    'Drive through the foot on the box to stand tall on it without pushing off the trailing leg, then step down under control. Finish the reps on one leg before switching.',
    ['Whole foot on the box', 'Drive through the heel', 'Step down slowly'],
    [
      'Pushing off the back foot: keep it light and passive',
      'Knee caves in on the way up: keep it over the toes',
      'Box too high, torso folds: lower the box',
    ],
  ],
  'lateral-lunge': [
    'Stand with feet together or hip width, toes forward, hands clasped at the chest.',
    'Step wide to the side and sit the hips back over that foot, bending the knee while the other leg stays straight, both feet flat. Push back to the start and alternate or finish one side.',
    ['Sit back into the hip', 'Trail leg straight', 'Feet flat'],
    [
      'Knee collapses inward: push it out over the toes',
      'Heel lifts: step less wide and sit back more',
      'Rounding forward: keep the chest up',
    ],
  ],
  'cossack-squat': [
    'Stand with a very wide stance, toes turned out slightly, hands clasped in front or holding a light weight.',
    'Shift and squat down over one leg as deep as you can with the heel down, while the other leg straightens and its toes turn up. Rise and shift across to the other side without standing fully in between.',
    ['Heel stays down', 'Straight leg, toes up', 'Chest up'],
    [
      'Heel lifts: squat only as deep as the heel stays down',
      'Rounding the back: hold a counterweight forward',
      'Bending the straight leg: keep it long',
    ],
  ],
  'curtsy-lunge': [
    'Stand tall with feet hip width, hands on the hips or clasped at the chest.',
    'Step one foot back and across behind the other, lowering the back knee toward the floor while the hips stay facing forward. Push through the front foot to return and alternate sides.',
    ['Hips square', 'Step back and across', 'Front knee tracks the toes'],
    [
      'Hips twist to follow the foot: keep them facing forward',
      'Stepping too far across, knee strain: shorten the cross',
      'Front knee caves: push it over the toes',
    ],
  ],
  'smith-machine-split-squat': [
    'Set the Smith bar at shoulder height, step under it and rest it on the upper traps. Unhook and take a long split stance, feet hip width apart side to side.',
    'Lower straight down until the back knee nearly touches the floor, then drive up through the front foot. Finish the reps, re-hook the bar and switch legs.',
    ['Straight down', 'Front foot drives', 'Back knee to the floor'],
    [
      'Front foot too close to the bar, heel lifts: step it forward',
      'Pushing off the back foot: keep it light',
      "No safety stops set: set them just below the bar's lowest point",
    ],
  ],
  'deficit-reverse-lunge': [
    'Stand on a low box or plate with a dumbbell in each hand, feet hip width.',
    'Step one foot back off the box and lower until the back knee nearly touches the floor, giving the front hip a deeper stretch. Drive through the front foot to step back up onto the box.',
    ['Front foot stays planted', 'Deep stretch', 'Drive through the heel'],
    [
      'Box too high to control: use a lower step',
      'Front knee caves: keep it over the toes',
      'Stepping back onto the edge of the box: return the foot fully onto it',
    ],
  ],
  'skater-squat': [
    'Stand on one leg with the other knee bent so the foot is behind you, arms forward for balance; a pad under where the back knee lands helps.',
    'Lower slowly with the hips back and chest forward until the back knee lightly touches the pad or floor, then drive up through the standing foot without the back foot touching.',
    ['Hips back', 'Reach the arms forward', 'Knee kisses the pad'],
    [
      'Back foot touches down to help: keep it off the floor',
      'Knee caves inward: push it out over the toes',
      'Dropping too fast: lower for two or three seconds',
    ],
  ],
  'front-foot-elevated-split-squat': [
    'Place the front foot on a low box or plate and take a long split stance, back heel raised, a dumbbell in each hand.',
    'Lower until the back knee nearly touches the floor, letting the front knee travel forward over the toes for a deeper range. Drive through the front foot to stand; switch after the set.',
    ['Whole front foot on the box', 'Sink deep', 'Stand tall'],
    [
      'Front heel lifts: step the foot further forward',
      'Back knee stops high: the elevation is for extra depth, use it',
      'Wobbling: widen the stance side to side',
    ],
  ],
  'goblet-reverse-lunge': [
    'Hold a kettlebell by the horns at the chest, elbows tucked, and stand tall with feet hip width.',
    'Step one foot back and lower until the back knee nearly touches the floor, keeping the bell tight to the chest. Drive through the front foot to return and alternate sides.',
    ['Bell on the chest', 'Step back, sink down', 'Front heel drives'],
    [
      'Bell pulls you forward: keep it tight to the sternum',
      'Step too short: reach back further',
      'Front knee caves: push it over the toes',
    ],
  ],
  'bodyweight-bulgarian-split-squat': [
    'Stand a stride in front of a bench, chair or sofa and rest the top of the back foot on it. Hands on the hips or reaching forward.',
    'Lower straight down until the back knee nearly touches the floor, then drive up through the front foot. Do all reps on one leg, then switch; slow the lowering to make it harder.',
    ['Front heel down', 'Drop the back knee', 'Stay balanced'],
    [
      'Front foot too close: step it forward until the heel stays down',
      'Support slides: use a stable surface',
      'Front knee caves: push it out over the toes',
    ],
  ],
  'bodyweight-step-up': [
    'Stand facing a sturdy step, box or bench at knee height or lower, and place the whole working foot on it.',
    'Drive through that foot to stand tall on the step without pushing off the back leg, then step down slowly. Finish one leg before switching.',
    ['Whole foot on the step', 'Stand tall at the top', 'Step down slowly'],
    [
      'Jumping off the back foot: keep it passive',
      'Knee caves: track it over the toes',
      'Step wobbles: use a fixed surface',
    ],
  ],
  'dumbbell-reverse-lunge': [
    'Stand tall with a dumbbell in each hand at your sides, feet hip width.',
    'Step one foot back and lower until the back knee nearly touches the floor, dumbbells hanging straight. Drive through the front foot to return to standing and alternate legs or finish one side first.',
    ['Dumbbells hang straight', 'Step back and sink', 'Front heel drives'],
    [
      'Leaning forward under the dumbbells: keep the chest up',
      'Step too narrow, wobbling: keep the feet hip width',
      'Front knee caves: push it over the toes',
    ],
  ],
};
