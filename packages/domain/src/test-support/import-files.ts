/**
 * Small exports of Strong (both layouts) and Hevy (kilograms and pounds), shaped as the apps write them:
 * the data-transfer tests, the import procedures' tests and the e2e test read them. Dates are wall-clock times.
 */

/** Strong's semicolon layout: 'Weight Unit', 'Distance Unit', 'Workout Duration'; a warm-up, an unknown lift, a run. */
export const STRONG_SEMICOLON_CSV = `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
2024-03-04 07:31:12;"Push Day";"Bench Press (Barbell)";W;40;kg;10;;;;0;"";"Felt strong";1h 5m
2024-03-04 07:31:12;"Push Day";"Bench Press (Barbell)";1;100;kg;5;8;;;0;"";"Felt strong";1h 5m
2024-03-04 07:31:12;"Push Day";"Bench Press (Barbell)";2;100;kg;5;8.5;;;0;"Paused";"Felt strong";1h 5m
2024-03-04 07:31:12;"Push Day";"Triceps Pushdown (Cable - Straight Bar)";1;55;lbs;12;;;;0;"";"Felt strong";1h 5m
2024-03-06 18:02:40;"Legs";"Squat (Barbell)";1;120;kg;5;;;;0;"";"";50m
2024-03-06 18:02:40;"Legs";"Squat (Barbell)";2;120;kg;5;;;;0;"";"";50m
2024-03-06 18:02:40;"Legs";"Running";1;0;kg;0;;5;km;1500;"";"";50m
`;

/** Strong's comma layout: a 'Duration' column, no units (weights in the athlete's unit), a rest-timer row. */
export const STRONG_COMMA_CSV = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2023-11-20 06:45:00,Upper A,1h 5m,Overhead Press (Barbell),1,95,8,0,0,,,
2023-11-20 06:45:00,Upper A,1h 5m,Overhead Press (Barbell),2,95,7,0,0,,,
2023-11-20 06:45:00,Upper A,1h 5m,Pull Up,1,0,10,0,0,"Strict, dead hang",,
2023-11-20 06:45:00,Upper A,1h 5m,Rest Timer,Rest Timer,0,0,0,90,,,
2023-11-22 06:50:00,Lower A,45m,Deadlift (Barbell),1,225,5,0,0,,Short session,9
`;

/** Hevy in kilograms: warm-up, failure and drop sets, a superset, a treadmill run in km. */
export const HEVY_KG_CSV = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
"Morning Push","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Good energy","Bench Press (Barbell)",,"",0,"warmup",40,10,,,
"Morning Push","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Good energy","Bench Press (Barbell)",,"",1,"normal",90,6,,,8
"Morning Push","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Good energy","Bench Press (Barbell)",,"",2,"failure",90,4,,,10
"Morning Push","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Good energy","Lateral Raise (Dumbbell)",0,"Slow negatives",0,"normal",10,15,,,
"Morning Push","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Good energy","Lateral Raise (Dumbbell)",0,"Slow negatives",1,"dropset",6,12,,,
"Morning Push","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Good energy","Bicep Curl (Dumbbell)",0,"",0,"normal",14,10,,,
"Evening Run","27 Jul 2025, 19:30","27 Jul 2025, 20:00","","Treadmill",,"",0,"normal",,,5.2,1800,
`;

/** Hevy in pounds and miles, with a timed plank. */
export const HEVY_LBS_CSV = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"
"Legs","3 Aug 2025, 17:00","3 Aug 2025, 18:00","","Squat (Barbell)",,"",0,"normal",225,5,,,
"Legs","3 Aug 2025, 17:00","3 Aug 2025, 18:00","","Plank",,"",0,"normal",,,,60,
`;

/**
 * Strong's export as the app writes it today (comma layout): durations such as '38min' and '1h 5min', weights with a
 * decimal, RPE last, text quoted, warm-ups (W), rest timers between sets, a bodyweight set (weight 0), a note with a
 * comma, a run with a distance and its seconds. Weights are the athlete's unit (the layout names none).
 */
export const STRONG_APP_CSV = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2024-09-02 18:04:11,"Evening Workout",38min,"Bench Press (Barbell)",W,40.0,10,0,0.0,"","Gym was busy",
2024-09-02 18:04:11,"Evening Workout",38min,"Bench Press (Barbell)",1,80.0,8,0,0.0,"","Gym was busy",7.5
2024-09-02 18:04:11,"Evening Workout",38min,"Bench Press (Barbell)",Rest Timer,0.0,0,0,120.0,"","Gym was busy",
2024-09-02 18:04:11,"Evening Workout",38min,"Bench Press (Barbell)",2,82.5,6,0,0.0,"Last rep slow, no spot","Gym was busy",9
2024-09-02 18:04:11,"Evening Workout",38min,"Pull Up",1,0.0,12,0,0.0,"","Gym was busy",
2024-09-04 07:15:40,"Leg Day",1h 5min,"Squat (Barbell)",W,60.0,5,0,0.0,"","",
2024-09-04 07:15:40,"Leg Day",1h 5min,"Squat (Barbell)",1,120.0,5,0,0.0,"","",8
2024-09-04 07:15:40,"Leg Day",1h 5min,"Squat (Barbell)",2,120.0,5,0,0.0,"","",8.5
2024-09-04 07:15:40,"Leg Day",1h 5min,"Running (Treadmill)",1,0.0,0,3.1,1200.0,"","",
2024-09-06 17:30:02,"Pull",1h,"Deadlift (Barbell)",1,142.5,3,0,0.0,"","Belt on the top set",
2024-09-06 17:30:02,"Pull",1h,"Plank",1,0.0,0,0,45.0,"","Belt on the top set",
`;
