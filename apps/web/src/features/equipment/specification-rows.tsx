import {
  addSpecificationRow,
  EQUIPMENT_SCREEN_TEXT,
  formatSpecificationValue,
  LIMITS,
  parseSpecificationValue,
  removeSpecificationRow,
  type SpecificationRow,
} from '@liftwise/domain';
import { Plus, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

const TEXT = EQUIPMENT_SCREEN_TEXT.specifications;

/** What a typed value will be saved as, when it is not plain text: 'Range: 5–50 lbs', 'Yes/No: Yes', … */
function readAs(typed: string): string | undefined {
  if (!typed.trim()) return undefined;
  const value = parseSpecificationValue(typed);
  if (typeof value === 'string') return undefined;
  const words = formatSpecificationValue(value) ?? 'nested values';
  if (typeof value === 'boolean') return `Yes/No: ${words}`;
  if (typeof value === 'number') return `Number: ${words}`;
  if (Array.isArray(value)) return `List of ${value.length}: ${words}`;
  if ('min' in value && 'max' in value && 'unit' in value) return `Range: ${words}`;
  return 'Nested values';
}

interface SpecificationRowsProps {
  rows: SpecificationRow[];
  onChange: (rows: SpecificationRow[]) => void;
  disabled: boolean;
}

/**
 * Spec §5: rows of key and value; only rows with both are sent, and at least one row always remains (the domain's
 * add/remove rules). Each value says what it will be saved as, so '5-50 lbs' is seen to become a range.
 */
export function SpecificationRows({ rows, onChange, disabled }: SpecificationRowsProps) {
  function change(index: number, patch: Partial<SpecificationRow>) {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  }
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm">{TEXT.legend}</legend>
      <p className="text-muted-foreground text-xs">{TEXT.hint}</p>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const hint = readAs(row.value);
          const number = index + 1;
          return (
            // Rows have no ids and are only ever appended or removed; the index is what the labels say too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[2fr_3fr_auto]">
              <Input
                aria-label={TEXT.nameLabel(number)}
                placeholder={TEXT.namePlaceholder}
                value={row.key}
                maxLength={LIMITS.shortText}
                onChange={(event) => change(index, { key: event.target.value })}
                disabled={disabled}
                className="col-start-1 row-start-1"
              />
              <div className="col-span-1 col-start-1 row-start-2 space-y-1 sm:col-start-2 sm:row-start-1">
                <Input
                  aria-label={TEXT.valueLabel(number)}
                  placeholder={TEXT.valuePlaceholder}
                  value={row.value}
                  maxLength={LIMITS.text}
                  onChange={(event) => change(index, { value: event.target.value })}
                  disabled={disabled}
                />
                {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={TEXT.removeLabel(number)}
                onClick={() => onChange(removeSpecificationRow(rows, index))}
                disabled={disabled}
                className="col-start-2 row-start-1 sm:col-start-3"
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange(addSpecificationRow(rows))}
        disabled={disabled || rows.length >= LIMITS.specifications}
      >
        <Plus aria-hidden="true" />
        {TEXT.add}
      </Button>
    </fieldset>
  );
}
