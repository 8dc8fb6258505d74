import { supersetBlocks } from '@liftwise/domain';
import type { ReactNode } from 'react';

/**
 * A list of exercises with each superset or circuit drawn as one bracketed group under its name; an exercise alone
 * is drawn as it is. The live session and the workout details share it, so a group looks the same on both.
 */
export function SupersetGroups<T extends { superset?: string | undefined }>({
  items,
  groupName,
  hint,
  renderItem,
}: {
  items: readonly T[];
  groupName: (label: string, members: number) => string;
  /** Under the group's name: how a group is done. */
  hint?: string;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  return supersetBlocks(items).map((block) => {
    const members = items
      .slice(block.start, block.end)
      .map((item, offset) => renderItem(item, block.start + offset));
    if (block.superset === undefined) return members;
    const name = groupName(block.superset, block.end - block.start);
    return (
      <section
        key={`group-${block.start}-${block.superset}`}
        aria-label={name}
        className="space-y-3 rounded-xl border-primary border-l-4 pl-3"
      >
        <div>
          <p className="font-semibold text-primary text-sm uppercase tracking-wide">{name}</p>
          {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
        </div>
        {members}
      </section>
    );
  });
}
