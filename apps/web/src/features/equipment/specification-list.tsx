import type { Specifications, SpecificationValue } from '@liftwise/domain';
import { formatSpecificationValue, specificationLabel } from '@liftwise/domain';

function SpecificationValueView({ value }: { value: SpecificationValue }) {
  const text = formatSpecificationValue(value);
  if (text !== undefined) return <>{text}</>;
  if (Array.isArray(value)) {
    return (
      <ul className="space-y-1">
        {value.map((item, index) => (
          // A stored list has no ids; its order is its identity and it is never reordered here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <SpecificationValueView value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <SpecificationList specifications={value as Specifications} nested />;
}

/**
 * Spec §2: the card's specifications list. Every stored shape reads as words (Yes/No, '5–50 lbs', 'a, b'); a nested
 * map is indented under its key.
 */
export function SpecificationList({
  specifications,
  nested = false,
}: {
  specifications: Specifications;
  nested?: boolean;
}) {
  const entries = Object.entries(specifications);
  if (entries.length === 0) return null;
  return (
    <dl className={nested ? 'mt-1 space-y-1 border-l pl-3' : 'space-y-1.5 text-sm'}>
      {entries.map(([key, value]) =>
        // A value that needs lines of its own (a nested map) takes the full width under its key.
        formatSpecificationValue(value) === undefined ? (
          <div key={key}>
            <dt className="break-words text-muted-foreground">{specificationLabel(key)}</dt>
            <dd className="break-words font-medium">
              <SpecificationValueView value={value} />
            </dd>
          </div>
        ) : (
          <div key={key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <dt className="break-words text-muted-foreground">{specificationLabel(key)}</dt>
            <dd className="break-words font-medium">
              <SpecificationValueView value={value} />
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
