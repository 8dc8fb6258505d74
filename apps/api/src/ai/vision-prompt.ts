import type { DefaultEquipmentData, ScanRequest } from '@liftwise/domain';
import type { MessagePart } from './model-reply.ts';
import { equipmentLines } from './prompt-text.ts';

/** What the vision model is told before the photos; the answer's shape goes separately, as the schema. */
export const VISION_INSTRUCTIONS = [
  'You identify strength-training and fitness equipment in photos of a gym (often a home or garage gym).',
  'List only equipment you can see; never invent an item. Give each a short name, its condition as status,',
  'a category and subcategory, a one-line description and the specifications you can read or judge (weights,',
  'dimensions, adjustability), and a confidence from 0 to 1 for the whole answer with a one-sentence summary.',
  'Answer only with JSON in the requested shape.',
].join('\n');

/** The question: the athlete's known equipment and the catalogue's categories as text, then the photos. */
export function visionQuestion(request: ScanRequest, catalogue: DefaultEquipmentData): MessagePart[] {
  const known = equipmentLines(request.knownEquipment);
  const categories = catalogue.categories.map(
    (category) => `- ${category.name}: ${category.subcategories.join(', ')}`,
  );
  const text = [
    `Identify the equipment in these ${request.photos.length} photo(s).`,
    `Equipment the athlete already has, names as they wrote them (use the same name when you see one of these):\n${
      known.length > 0 ? known.join('\n') : '- none yet'
    }`,
    `Use one of these categories and its subcategories (category: subcategories) where one fits:\n${categories.join('\n')}`,
  ].join('\n\n');
  return [
    { type: 'text', text },
    ...request.photos.map(
      (photo): MessagePart => ({ type: 'image', image: photo.bytes, mediaType: photo.contentType }),
    ),
  ];
}
