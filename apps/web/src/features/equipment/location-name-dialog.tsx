import { EQUIPMENT_SCREEN_TEXT, EQUIPMENT_SERVER_MESSAGES, LIMITS } from '@liftwise/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { loadFailureMessages } from '#web/lib/failure-toast.ts';
import { serverMessage } from '#web/lib/server-message.ts';

const TEXT = EQUIPMENT_SCREEN_TEXT.equipmentLocations;

interface LocationNameDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when saved; a rejection keeps the dialog open with the name as typed. */
  onSubmit: (name: string) => Promise<unknown>;
  /** The call, for its failure message when the server gives none. */
  operation: 'addEquipmentLocation' | 'renameEquipmentLocation';
}

/** One field and a button, for adding a location or renaming one. */
export function LocationNameDialog({
  trigger,
  title,
  description,
  submitLabel,
  initialName = '',
  onSubmit,
  operation,
}: LocationNameDialogProps) {
  const ids = { name: useId(), error: useId() };
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  function changeOpen(next: boolean) {
    if (saving) return;
    setOpen(next);
    if (next) {
      setName(initialName);
      setError(undefined);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(EQUIPMENT_SERVER_MESSAGES.locationNameRequired);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(trimmed);
      setOpen(false);
    } catch (failure) {
      console.error(`${operation} failed.`, failure);
      // The server's reason ('A location with this name already exists') when it gave one.
      setError(serverMessage(failure) ?? (await loadFailureMessages()).failureToast(operation).description);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={ids.name}>{TEXT.nameLabel}</Label>
            <Input
              id={ids.name}
              value={name}
              maxLength={LIMITS.shortText}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              disabled={saving}
            />
            {error ? (
              <p id={ids.error} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={saving}>
                {TEXT.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
