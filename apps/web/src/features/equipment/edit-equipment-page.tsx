import { EQUIPMENT_SCREEN_TEXT, EQUIPMENT_SUCCESS_TOASTS } from '@liftwise/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useDefaultEquipment, useEquipmentLocations, useUpdateEquipment, useUserEquipment } from './api.ts';
import { EquipmentForm } from './equipment-form.tsx';
import {
  type EquipmentFormState,
  equipmentInputFromForm,
  formStateFromEquipment,
} from './equipment-form-values.ts';
import { CategoriesFailed, FormFrame, FormLoading } from './form-frame.tsx';

const TEXT = EQUIPMENT_SCREEN_TEXT.editEquipment;

function NotFound() {
  return (
    <div className="space-y-3">
      <p className="font-medium">{TEXT.notFound}</p>
      <Button asChild variant="outline">
        <Link to="/equipment">{TEXT.backToEquipment}</Link>
      </Button>
    </div>
  );
}

/** The add form filled in from the item; Save writes it through updateUserEquipment. */
export function EditEquipmentPage({ equipmentId }: { equipmentId: string }) {
  const navigate = useNavigate();
  const equipment = useUserEquipment();
  const catalogue = useDefaultEquipment();
  const locations = useEquipmentLocations();
  const updateEquipment = useUpdateEquipment();

  async function save(values: EquipmentFormState) {
    // The version the form shows: an edit of an older one is refused and the newer one shown.
    const baseUpdatedAt = equipment.data?.equipment.find((item) => item.id === equipmentId)?.updatedAt;
    const stored = updateEquipment.mutateAsync({
      equipmentId,
      equipment: equipmentInputFromForm(values),
      baseUpdatedAt,
    });
    if (!(await succeeded(stored))) return false;
    showToast(EQUIPMENT_SUCCESS_TOASTS.equipmentUpdated);
    await navigate({ to: '/equipment' });
    return true;
  }

  function content() {
    if (catalogue.isPending || locations.isPending || equipment.isPending) return <FormLoading />;
    if (!equipment.data) {
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="font-medium">{EQUIPMENT_SCREEN_TEXT.equipmentScreen.loadFailed}</p>
          <Button variant="outline" onClick={() => void equipment.refetch()} disabled={equipment.isFetching}>
            <RotateCw aria-hidden="true" />
            {EQUIPMENT_SCREEN_TEXT.equipmentScreen.retry}
          </Button>
        </div>
      );
    }
    const item = equipment.data.equipment.find((candidate) => candidate.id === equipmentId);
    if (!item) return <NotFound />;
    if (!catalogue.data) {
      return <CategoriesFailed query={catalogue} />;
    }
    return (
      <EquipmentForm
        // A new version (a refused edit's newer one, another device's change) starts the form from it.
        key={`${item.id}:${item.updatedAt}`}
        initial={formStateFromEquipment(item)}
        categories={catalogue.data.categories}
        locations={locations.data?.locations ?? []}
        submitLabel="Save"
        onSubmit={save}
        onCancel={() => void navigate({ to: '/equipment' })}
      />
    );
  }

  return (
    <FormFrame title={TEXT.title} description={TEXT.description}>
      {content()}
    </FormFrame>
  );
}
