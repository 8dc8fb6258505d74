import {
  canProcessImages,
  equipmentAnalysisComplete,
  imageCountLine,
  imageProcessingFailed,
  photosWaitingLine,
  SCANNER_SCREEN_TEXT,
  SCANNER_TEXT,
} from '@liftwise/domain';
import { Loader2, ScanSearch } from 'lucide-react';
import { useRef } from 'react';
import { PhotoUpload } from '#web/components/photo-upload/photo-upload.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showError, showToast } from '#web/components/ui/toast.ts';
import {
  useDeletePhoto,
  useEquipmentPhotos,
  useImageCount,
  useRefreshPhotos,
} from '#web/lib/equipment-photos.ts';
import { serverMessage } from '#web/lib/server-message.ts';
import { type EquipmentPhoto, useProcessImages } from './api.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { type ScannedItemView, ScanResult } from './scan-result.tsx';

/**
 * Spec §2 Equipment image processor: the count line, the upload right here, the photos, 'Process Equipment
 * Images' and the results. Processing reads only photos not processed before, so the button waits for new ones.
 */
export function EquipmentImageProcessorPage({ ItemCard }: { ItemCard: ScannedItemView }) {
  const count = useImageCount();
  const photos = useEquipmentPhotos();
  const refreshPhotos = useRefreshPhotos();
  const deletePhoto = useDeletePhoto();
  const process = useProcessImages();
  const results = useRef<HTMLDivElement>(null);

  const total = count.data?.count ?? 0;
  // Without the list (a failed load) the count stands in; the server then answers if nothing is new.
  const unprocessed = photos.data ? photos.data.photos.filter((photo) => !photo.processed).length : total;
  const enabled = canProcessImages({
    processing: process.isPending,
    countLoading: count.isPending,
    count: unprocessed,
  });

  function runScan() {
    process.mutate(undefined, {
      onSuccess: (result) => {
        showToast(equipmentAnalysisComplete(result.equipment.length, result.confidence));
        // On a phone the results start below the fold: bring them up once they have rendered.
        requestAnimationFrame(() => results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      },
      onError: (error) => {
        console.error('processEquipmentImages failed.', error);
        showToast(imageProcessingFailed(serverMessage(error) ?? 'the server could not be reached.'));
      },
    });
  }

  function remove(photo: EquipmentPhoto) {
    deletePhoto.mutate(
      { photoId: photo.id },
      {
        onError: (error) => {
          console.error('deleteEquipmentPhoto failed.', error);
          showError(serverMessage(error) ?? 'The photo could not be deleted. Try again.');
        },
      },
    );
  }

  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{SCANNER_TEXT.title}</h1>
        <p className="text-muted-foreground" aria-live="polite">
          {count.isPending ? 'Counting your photos…' : imageCountLine(total)}
        </p>
      </header>

      <div className="space-y-4 rounded-xl border bg-card p-4 sm:p-6">
        <div className="space-y-1">
          <h2 className="font-semibold text-lg">{SCANNER_SCREEN_TEXT.imageProcessor.photosTitle}</h2>
          <p className="text-muted-foreground text-sm">
            {SCANNER_SCREEN_TEXT.imageProcessor.photosDescription}
          </p>
        </div>
        <PhotoUpload onUploaded={() => void refreshPhotos()} />
        {photos.isError ? (
          <p className="text-muted-foreground text-sm">
            {SCANNER_SCREEN_TEXT.imageProcessor.photosLoadFailed}{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void photos.refetch()}>
              {SCANNER_SCREEN_TEXT.imageProcessor.retry}
            </Button>
          </p>
        ) : (
          <PhotoGrid photos={photos.data?.photos ?? []} onDelete={remove} />
        )}
        <Button size="lg" className="w-full sm:w-auto" disabled={!enabled} onClick={runScan}>
          {process.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ScanSearch aria-hidden="true" />
          )}
          {SCANNER_TEXT.processButton}
        </Button>
        {process.data && unprocessed > 0 && !process.isPending ? (
          <p className="text-muted-foreground text-sm">{photosWaitingLine(unprocessed)}</p>
        ) : null}
        {total > 0 && unprocessed === 0 && !process.isPending ? (
          <p className="text-muted-foreground text-sm">{SCANNER_SCREEN_TEXT.imageProcessor.allProcessed}</p>
        ) : null}
      </div>

      <div ref={results} className="scroll-mt-20">
        {process.data ? <ScanResult result={process.data} ItemCard={ItemCard} /> : null}
      </div>
    </section>
  );
}
