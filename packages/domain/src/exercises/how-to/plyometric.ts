import type { HowToRows } from './schema.ts';

/** How to do each plyometric exercise, by catalogue id. */
export const PLYOMETRIC_HOW_TO: HowToRows = {
  'box-jump': [
    'Stand about a foot length from a sturdy box of a height you can land on in a quarter squat. Feet hip-width, arms relaxed at your sides.',
    'Swing the arms back as you dip into a quick quarter squat, then swing them forward and jump up, landing softly on the whole foot with the knees over the toes. Stand tall on the box, then step down, not jump down.',
    ['Quick dip, big arm swing', 'Land quiet, like a cat', 'Step down every rep'],
    [
      'Box too high, landing in a deep squat: pick a lower box',
      'Knees cave in on landing: land with the knees over the toes',
      'Jumping down between reps: step down to spare the Achilles',
    ],
  ],
  'jump-squat': [
    'Stand with feet shoulder-width, toes slightly out, hands behind the head or arms ready to swing.',
    'Drop into a quarter- to half-squat, then jump as high as you can, extending hips, knees and ankles. Land softly on the balls of the feet rolling to the whole foot, absorb into the next squat and repeat, or reset between reps for power.',
    ['Explode through the floor', 'Soft landing, knees out', 'Chest up all the time'],
    [
      'Landing stiff-legged: bend the knees and hips to absorb',
      'Knees cave on the landing: push them out over the toes',
      'Chasing reps with small jumps: rest and make each jump maximal',
    ],
  ],
  'broad-jump': [
    'Stand with feet hip-width behind a line, arms ready to swing, with clear space in front.',
    'Swing the arms back as you hinge and bend the knees, then swing them forward and jump out and up, extending fully. Bring the knees forward and land on both feet in a balanced squat, holding the landing before walking back for the next rep.',
    ['Swing and throw the hips', 'Jump out and up, not just out', 'Stick the landing'],
    [
      'Falling forward or back on landing: land with the hips back, chest up',
      'No arm swing: use the arms to drive distance',
      'Knees cave in: land with the knees over the toes',
    ],
  ],
  'depth-jump': [
    'Stand on the edge of a low box (shin height to start) with toes over the edge. Have clear floor space in front of it.',
    'Step off (do not jump), land on both feet and rebound into a maximal vertical jump as quickly as possible, spending little time on the ground. Land the second jump softly and reset fully between reps.',
    ['Step off, do not hop', 'Floor is hot: spring up', 'Stiff ankles, quick contact'],
    [
      'Sinking deep on the first landing: lower the box',
      'Heels crash down: land on the forefoot with stiff ankles',
      'Too many reps: keep sets short and rest fully',
    ],
  ],
  'jumping-lunge': [
    'Start in a split lunge stance: front foot flat, back heel up, both knees bent, torso upright, arms ready to swing.',
    'Jump up explosively and switch legs in the air, landing softly in the opposite lunge with the front knee over the mid-foot. Absorb the landing and jump again straight away, keeping the trunk tall.',
    ['Jump up, not forward', 'Switch fast in the air', 'Soft front foot landing'],
    [
      'Back knee slams the floor: control the landing depth',
      'Front knee caves: keep it over the middle toes',
      'Stance gets narrow: land with feet hip-width apart',
    ],
  ],
  'skater-jump': [
    'Stand on one leg with a soft knee, the other foot behind, hips back and chest slightly forward.',
    'Push off sideways from the standing leg and bound laterally, landing on the other foot with the knee bent and the trailing leg swinging behind. Stick the landing briefly, then bound back the other way.',
    ['Push off the outside of the foot', 'Land soft and hold', 'Hips back on each landing'],
    [
      'Knee collapses inward on landing: land with the knee over the toes',
      'Upright and stiff: sit into the hip to absorb',
      'Bounding too far to control: shorten the distance',
    ],
  ],
  'tuck-jump': [
    'Stand with feet hip-width, knees soft, arms bent in front of you at chest height.',
    'Dip quickly and jump straight up, driving the knees up toward the chest at the top while keeping the torso upright. Untuck, land softly on the balls of the feet and go straight into the next jump.',
    ['Knees to the chest', 'Tall torso, do not fold', 'Quick, quiet landings'],
    [
      'Bending forward to meet the knees: drive the knees up, keep the chest tall',
      'Landing with straight legs: untuck early and absorb',
      'Losing height rep to rep: cut the set when the jumps shrink',
    ],
  ],
  'clap-push-up': [
    'Set up in a push-up position, hands slightly wider than the shoulders, body straight from head to heels, on a surface with a bit of give if possible.',
    'Lower the chest toward the floor, then push up explosively so the hands leave the ground, clap once, and catch yourself with soft elbows. Absorb straight into the next rep with the body rigid.',
    ['Push the floor away hard', 'Quick clap, hands back down', 'Land with soft elbows'],
    [
      'Hips sag or pike: brace the trunk and squeeze the glutes',
      'Landing on locked elbows: bend them as the hands touch down',
      'Not enough height to clap: start with the incline version',
    ],
  ],
  'medicine-ball-slam': [
    'Stand with feet shoulder-width holding the slam ball at the waist. Use a ball made to be slammed (it does not bounce back high).',
    'Reach the ball overhead, rising onto the toes, then slam it down in front of the feet as hard as you can, hinging and bending the knees as you throw. Pick it up with a flat back and repeat.',
    ['Tall reach, then throw it through the floor', 'Use the whole body', 'Flat back on the pick-up'],
    [
      'Arms only: drive down with the trunk and hips',
      'Rounded pick-up: squat or hinge down to the ball',
      'Slamming onto the toes: throw it down just in front of the feet',
    ],
  ],
  'medicine-ball-chest-pass': [
    'Stand facing a sturdy wall or a partner a few meters away, feet shoulder-width or staggered, holding the medicine ball at the chest, elbows out.',
    'Step in and push the ball away explosively by extending the arms, finishing with the palms out and thumbs down. Catch the rebound with soft arms, bring it back to the chest and throw again.',
    ['Push through the ball', 'Step and throw together', 'Catch soft, throw fast'],
    [
      'Throwing with arms only: step in and drive from the legs',
      'Elbows flare high: keep them just below the shoulders',
      'Slow between reps: catch and throw in one motion',
    ],
  ],
  'rotational-medicine-ball-throw': [
    "Stand side-on to a solid wall about an arm's length or two away, feet shoulder-width, holding a medicine ball at the hip away from the wall.",
    'Load by rotating the hips and shoulders away, then turn the back hip toward the wall and throw the ball into it with the arms following the trunk. Catch the rebound, reset and repeat, then switch sides.',
    ['Hips turn first, arms follow', 'Pivot the back foot', 'Throw through the wall'],
    [
      'Throwing with the arms: rotate the hips to start the throw',
      'Feet stuck: let the back heel pivot',
      'Rounded spine: stay tall while rotating',
    ],
  ],
  'kettlebell-jump-squat': [
    'Hold a light kettlebell by the horns at the chest or let it hang between the legs, feet shoulder-width, toes slightly out.',
    'Drop into a quarter- to half-squat, then jump straight up, keeping the bell close to the body. Land softly with bent knees and go into the next rep or reset. The load should be light enough that the jump stays fast.',
    ['Bell tight to the body', 'Jump up, land soft', 'Knees track the toes'],
    [
      'Bell swings away: hold it firmly at the chest',
      'Load too heavy, jumps are slow: lighten it',
      'Stiff landing: bend the knees and hips to absorb',
    ],
  ],
  'incline-plyometric-push-up': [
    'Place the hands on a sturdy bench or box edge, slightly wider than the shoulders, and walk the feet back so the body is straight.',
    'Lower the chest to the edge, then push explosively so the hands leave it, and catch yourself with soft elbows. Move into the next rep. Lower the incline over weeks as the push gets stronger.',
    ['Explode off the box', 'Body in one line', 'Catch and go'],
    [
      'Sagging hips: brace and squeeze the glutes',
      'Hands miss the edge: keep the push vertical and small at first',
      'Locked elbows on the catch: bend them to absorb',
    ],
  ],
};
