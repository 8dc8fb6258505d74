import { toNestErrors } from '@hookform/resolvers';
import type { FieldValues, ResolverOptions, ResolverResult } from 'react-hook-form';

/**
 * A resolver's answer when the domain's rules refuse the values: each message on the control it names, no values
 * (so the form submits nothing). A path such as `exercises.2.name` is nested the way react-hook-form reads its
 * errors, and `root` is the form's own message.
 */
export function refusedValues<TFieldValues extends FieldValues, TTransformedValues>(
  messages: Readonly<Record<string, string>>,
  type: string,
  options: ResolverOptions<TFieldValues>,
): ResolverResult<TFieldValues, TTransformedValues> {
  const errors = Object.fromEntries(
    Object.entries(messages).map(([path, message]) => [path, { type, message }]),
  );
  return { values: {}, errors: toNestErrors(errors, options) };
}
