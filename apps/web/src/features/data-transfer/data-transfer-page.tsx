import {
  DATA_TRANSFER_SCREEN_TEXT,
  DATA_TRANSFER_TOASTS,
  EXPORT_KINDS,
  type ExportKind,
  type ImportFormat,
  type ImportWarningList,
  importUpload,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { serverMessage } from '#web/lib/server-message.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { useImportData, usePreviewImport } from './api.ts';
import { countsPhrase } from './data-summary.ts';
import { readFileText } from './read-file.ts';

const TEXT = DATA_TRANSFER_SCREEN_TEXT.data;
type Mode = 'merge' | 'replace';

function ExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{TEXT.exportTitle}</CardTitle>
        <CardDescription>{TEXT.exportDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a href="/export" download>
            <Download aria-hidden="true" />
            {TEXT.exportJson}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href="/export/sets.csv" download>
            <Download aria-hidden="true" />
            {TEXT.exportCsv}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

type Preview = NonNullable<ReturnType<typeof usePreviewImport>['data']>;

/** What reading the file changed or left out, each by line and column, so the athlete knows before importing. */
function ReadingWarnings({ warnings }: { warnings: ImportWarningList }) {
  if (warnings.shown.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className="font-semibold">{TEXT.warningsTitle}</h3>
      <p className="text-muted-foreground text-sm">{TEXT.warningsDescription}</p>
      <ul className="list-disc pl-5 text-sm">
        {warnings.shown.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      {warnings.more > 0 ? <p className="text-sm">{TEXT.moreUnknown(warnings.more)}</p> : null}
    </div>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const kinds = EXPORT_KINDS.filter((kind) => preview.counts[kind].added + preview.counts[kind].existing > 0);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{TEXT.previewTitle}</h3>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">{TEXT.kindLabel}</th>
            <th className="py-1 text-right font-medium">{TEXT.newLabel}</th>
            <th className="py-1 text-right font-medium">{TEXT.existingLabel}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind} className="border-t">
              <td className="py-1">{TEXT.kinds[kind]}</td>
              <td className="py-1 text-right tabular-nums">{preview.counts[kind].added}</td>
              <td className="py-1 text-right tabular-nums">{preview.counts[kind].existing}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-muted-foreground text-sm">{TEXT.setCount(preview.sets)}</p>
      {preview.unknownExerciseNames.length > 0 ? (
        <div className="space-y-1">
          <h3 className="font-semibold">{TEXT.unknownTitle}</h3>
          <p className="text-muted-foreground text-sm">{TEXT.unknownDescription}</p>
          <ul className="list-disc pl-5 text-sm">
            {preview.unknownExerciseNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {preview.moreUnknownExerciseNames > 0 ? (
            <p className="text-sm">{TEXT.moreUnknown(preview.moreUnknownExerciseNames)}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The import's result: what was added, and where to see it. */
function ImportResult({ added }: { added: Record<ExportKind, number> }) {
  const phrase = countsPhrase(added);
  return (
    <div role="status" className="space-y-3 rounded-lg border p-4">
      <h3 className="font-semibold">{TEXT.resultTitle}</h3>
      <p className="text-sm">{phrase ? TEXT.resultAdded(phrase) : TEXT.resultNothing}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/workouts">{TEXT.viewWorkouts}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/progress">{TEXT.viewProgress}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Import: choose a file, see what it holds (its format, what is new and what is already there, the
 * exercises kept as written), choose to add what is new or replace everything (confirmed, naming what goes), import,
 * and see what was added with links to the workouts and progress. A file the server refuses says why, by line and
 * column, under the picker.
 */
function ImportCard() {
  const preview = usePreviewImport();
  const importData = useImportData();
  const unit = useWeightUnit();
  // What is sent: the file as a Liftwise document, and the format the athlete's file was.
  const [file, setFile] = useState<{ text: string; sourceFormat: ImportFormat } | null>(null);
  const [warnings, setWarnings] = useState<ImportWarningList | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [readPercent, setReadPercent] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>('merge');
  const [confirming, setConfirming] = useState(false);

  async function choose(chosen: File | undefined) {
    preview.reset();
    importData.reset();
    setFile(null);
    setWarnings(null);
    setFileProblem(null);
    if (!chosen) return;
    setReadPercent(0);
    // Strong's and Hevy's CSV are read here, in the athlete's zone and unit, into a Liftwise document: the server
    // imports only that. A problem is the file's, named by line and column; a file the browser
    // could not read (or the reader's code, offline) says so, and choosing the file again retries.
    let read: string;
    let reader: typeof import('./read-import.ts');
    try {
      [read, reader] = await Promise.all([readFileText(chosen, setReadPercent), import('./read-import.ts')]);
    } catch (problem) {
      console.error('The chosen file could not be read.', problem);
      setFileProblem(DATA_TRANSFER_TOASTS.previewFailed);
      return;
    } finally {
      setReadPercent(null);
    }
    let reading: ReturnType<typeof reader.readImportFile>;
    try {
      reading = reader.readImportFile(read, {
        weightUnit: unit,
        timeZone: browserTimeZone(),
        now: new Date(),
      });
    } catch (problem) {
      if (!(problem instanceof reader.ImportFileError)) throw problem;
      setFileProblem(problem.message);
      return;
    }
    const sent = {
      text: reading.format === 'liftwise' ? read : JSON.stringify(reading.document),
      sourceFormat: reading.format,
    };
    setFile(sent);
    setWarnings(reading.warnings);
    preview.mutate(importUpload(sent.text, sent));
  }

  function runImport() {
    if (file === null) return;
    importData.mutate(importUpload(file.text, { ...file, mode }));
  }

  const stored = preview.data?.stored;
  // The server's reason when it gave one; a lost connection reads as the call's failure, never 'Failed to fetch'.
  const failure = (error: unknown, fallback: string) =>
    error ? (serverMessage(error) ?? fallback) : undefined;
  const error =
    fileProblem ??
    failure(preview.error, DATA_TRANSFER_TOASTS.previewFailed) ??
    failure(importData.error, DATA_TRANSFER_TOASTS.importFailed);
  const busy = readPercent !== null || preview.isPending || importData.isPending;
  const added = importData.data
    ? (Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, importData.data.counts[kind].added])) as Record<
        ExportKind,
        number
      >)
    : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{TEXT.importTitle}</CardTitle>
        <CardDescription>{TEXT.importDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <FormField label={TEXT.fileLabel} error={error} errorAlert>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2"
              disabled={importData.isPending}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          )}
        </FormField>
        {busy ? (
          <div className="space-y-2">
            <Progress
              aria-label={TEXT.progressLabel}
              value={readPercent ?? (importData.isPending ? 100 : preview.isPending ? 50 : 0)}
            />
            <p role="status" className="text-muted-foreground text-sm">
              {importData.isPending ? TEXT.importing : TEXT.reading}
            </p>
          </div>
        ) : null}
        {preview.data && !added ? (
          <>
            <p className="font-medium text-sm">{TEXT.detectedFormat(preview.data.formatName)}</p>
            <PreviewTable preview={preview.data} />
            {warnings ? <ReadingWarnings warnings={warnings} /> : null}
            {/* Native radios: the Radix group would be a chunk shared with the wizard, a file more for both. */}
            <fieldset className="space-y-2">
              <legend className="font-semibold">{TEXT.modeLabel}</legend>
              {(['merge', 'replace'] as const).map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm has-[:checked]:border-primary"
                >
                  <input
                    type="radio"
                    name="import-mode"
                    value={choice}
                    checked={mode === choice}
                    onChange={() => setMode(choice)}
                    className="size-4 accent-primary"
                  />
                  {choice === 'merge' ? TEXT.merge : TEXT.replace}
                </label>
              ))}
            </fieldset>
            <Button
              disabled={importData.isPending}
              onClick={() => (mode === 'replace' ? setConfirming(true) : runImport())}
            >
              {importData.isPending ? TEXT.importing : TEXT.importButton}
            </Button>
          </>
        ) : null}
        {added ? <ImportResult added={added} /> : null}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{TEXT.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {TEXT.confirmDescription(
                stored ? countsPhrase(stored) || TEXT.confirmNothing : TEXT.confirmNothing,
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{TEXT.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={runImport}>{TEXT.confirmAction}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

/** The Data page: the athlete's data out (JSON, CSV) and in (a Liftwise export, Strong or Hevy). */
export function DataTransferPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="space-y-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{TEXT.title}</h1>
        <p className="text-muted-foreground">{TEXT.description}</p>
      </div>
      <ExportCard />
      <ImportCard />
    </div>
  );
}
