// The CSV readers (Strong, Hevy) and the export's schema, loaded when the athlete chooses a file: the Data page's
// first load does not carry them.
export { ImportFileError, readImportFile } from '@liftwise/domain';
