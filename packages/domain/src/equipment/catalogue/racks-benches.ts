import { itemsOf } from './item.ts';

export const RACKS_AND_BENCHES = [
  ...itemsOf('Benches', [
    ['Flat Benches', 'flat-bench', 'Flat Bench'],
    ['Adjustable Benches', 'adjustable-bench', 'Adjustable Bench'],
    ['Adjustable Benches', 'fid-bench', 'Flat/Incline/Decline Bench'],
    ['Specialty Benches', 'preacher-curl-bench', 'Preacher Curl Bench'],
    ['Specialty Benches', 'olympic-bench-press', 'Olympic Bench Press'],
    ['Specialty Benches', 'sissy-squat-bench', 'Sissy Squat Bench'],
  ]),
  ...itemsOf('Racks & Rigs', [
    ['Power Racks', 'power-rack', 'Power Rack'],
    ['Power Racks', 'folding-wall-rack', 'Folding Wall-Mounted Rack'],
    ['Half Racks', 'half-rack', 'Half Rack'],
    ['Squat Stands', 'squat-stands', 'Squat Stands'],
    ['Rigs', 'crossfit-rig', 'Wall Rig'],
    ['Attachments', 'landmine', 'Landmine Attachment'],
    ['Attachments', 'dip-attachment', 'Rack Dip Attachment'],
    ['Attachments', 'monolift-arms', 'Monolift Arms'],
  ]),
];
