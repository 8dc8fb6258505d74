/** A failed parse as `path: message` texts, one per problem, for a log line or a start-up error. */
export function issueLines(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
