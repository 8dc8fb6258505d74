/** Why a file could not be read, in words an athlete can act on (the line and column where it went wrong). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
