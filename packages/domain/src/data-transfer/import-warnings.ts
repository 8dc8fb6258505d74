import { PREVIEW_MAX_WARNINGS } from './limits.ts';

/** What a reading changed or left out of the file, shown with the preview; the import goes on without it. */
export interface ImportWarningList {
  /** The first PREVIEW_MAX_WARNINGS messages, each naming the file's line and column. */
  shown: string[];
  /** How many more there were. */
  more: number;
}

/** Collects a reading's warnings, keeping at most PREVIEW_MAX_WARNINGS of them so a bad file costs no more memory. */
export class ImportWarnings {
  private readonly messages: string[] = [];
  private extra = 0;

  add(message: string): void {
    if (this.messages.length < PREVIEW_MAX_WARNINGS) this.messages.push(message);
    else this.extra += 1;
  }

  list(): ImportWarningList {
    return { shown: [...this.messages], more: this.extra };
  }
}
