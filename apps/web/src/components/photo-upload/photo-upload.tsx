import { SCANNER_SCREEN_TEXT } from '@liftwise/domain';
import { Camera, ImagePlus, RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Progress } from '../ui/progress.tsx';
import { reencodePhoto } from './reencode.ts';
import { type UploadedPhoto, uploadPhoto } from './upload-photo.ts';

const TEXT = SCANNER_SCREEN_TEXT.photoUpload;

type Status = 'waiting' | 'preparing' | 'uploading' | 'failed';

interface PendingPhoto {
  key: number;
  file: File;
  previewUrl: string;
  status: Status;
  progress: number;
  error?: string;
}

/**
 * Pick several photos or take one; each is scaled and re-encoded in the browser (no EXIF, no location), then
 * uploaded on its own so its progress shows. A photo leaves this list once stored (the caller shows stored
 * photos through `onUploaded`); a failed one stays with the server's words and Retry. `single`: one photo at a
 * time (an equipment item's), the pickers hidden while it is on its way.
 */
export function PhotoUpload({
  onUploaded,
  single = false,
  disabled = false,
}: {
  onUploaded: (photo: UploadedPhoto) => void;
  single?: boolean;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const nextKey = useRef(0);
  const urls = useRef(new Set<string>());
  const aborts = useRef(new Set<AbortController>());
  const closed = useRef(false);

  // Previews and uploads belong to this screen: leaving it frees the previews, stops what is in flight and
  // starts nothing more of the queue.
  useEffect(() => {
    closed.current = false;
    const liveUrls = urls.current;
    const liveAborts = aborts.current;
    return () => {
      closed.current = true;
      for (const url of liveUrls) URL.revokeObjectURL(url);
      for (const controller of liveAborts) controller.abort();
    };
  }, []);

  const update = useCallback((key: number, change: Partial<PendingPhoto>) => {
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const remove = useCallback((key: number) => {
    setPending((items) => {
      const gone = items.find((item) => item.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl);
        urls.current.delete(gone.previewUrl);
      }
      return items.filter((item) => item.key !== key);
    });
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      if (closed.current) return;
      const controller = new AbortController();
      aborts.current.add(controller);
      try {
        update(key, { status: 'preparing', progress: 0, error: undefined });
        const body = await reencodePhoto(file);
        update(key, { status: 'uploading' });
        const photo = await uploadPhoto(body, (progress) => update(key, { progress }), controller.signal);
        remove(key);
        onUploaded(photo);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'The upload failed. Try again.';
        update(key, { status: 'failed', error: message });
      } finally {
        aborts.current.delete(controller);
      }
    },
    [onUploaded, remove, update],
  );

  function add(chosen: File[]) {
    const files = single ? chosen.slice(0, 1) : chosen;
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      return { key: nextKey.current++, file, previewUrl, status: 'waiting' as const, progress: 0 };
    });
    setPending((items) => [...items, ...added]);
    // One after another: a phone on a slow uplink finishes photos sooner than it would sharing it.
    void (async () => {
      for (const item of added) await send(item.key, item.file);
    })();
  }

  return (
    <div className="space-y-3">
      {single && pending.length > 0 ? null : (
        <div className="flex flex-wrap gap-2">
          <FilePicker
            label={TEXT.takePhoto}
            icon={<Camera aria-hidden="true" />}
            capture
            multiple={!single}
            disabled={disabled}
            onFiles={add}
          />
          <FilePicker
            label={single ? TEXT.chooseOne : TEXT.chooseMany}
            icon={<ImagePlus aria-hidden="true" />}
            multiple={!single}
            disabled={disabled}
            onFiles={add}
          />
        </div>
      )}
      {pending.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={TEXT.uploadingLabel}>
          {pending.map((item) => (
            <li key={item.key} className="overflow-hidden rounded-lg border bg-card">
              <img src={item.previewUrl} alt={item.file.name} className="aspect-square w-full object-cover" />
              <div className="space-y-2 p-2 text-sm">
                {item.status === 'failed' ? (
                  <>
                    <p role="alert" className="text-destructive">
                      {item.error}
                    </p>
                    <div className="flex gap-1">
                      <Button size="sm" variant="outline" onClick={() => void send(item.key, item.file)}>
                        <RotateCcw aria-hidden="true" />
                        {TEXT.retry}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={TEXT.removeFile(item.file.name)}
                        onClick={() => remove(item.key)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  </>
                ) : (
                  <>
                    <Progress
                      value={Math.round(item.progress * 100)}
                      aria-label={TEXT.uploadingFile(item.file.name)}
                    />
                    <p className="text-muted-foreground text-xs">{progressText(item)}</p>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A button that opens the file picker; with `capture` a phone opens its rear camera instead. */
function FilePicker({
  label,
  icon,
  capture = false,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  icon: React.ReactNode;
  capture?: boolean;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={capture ? 'default' : 'outline'}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {icon}
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        {...(capture && { capture: 'environment' })}
        // Out of the page and the accessibility tree: the button above is the one control.
        className="hidden"
        onChange={(event) => {
          // Copied before the reset below empties the input's list.
          onFiles(Array.from(event.currentTarget.files ?? []));
          // The same photo picked again after a failure must fire change again.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}

function progressText(item: PendingPhoto): string {
  if (item.status === 'waiting') return 'Waiting…';
  if (item.status === 'preparing') return 'Preparing…';
  return `Uploading ${Math.round(item.progress * 100)}%`;
}
