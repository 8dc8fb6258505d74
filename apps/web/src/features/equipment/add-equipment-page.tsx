import { EQUIPMENT_SCREEN_TEXT, EQUIPMENT_SUCCESS_TOASTS } from '@liftwise/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { LibraryBig } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useAddEquipment, useDefaultEquipment, useEquipmentLocations } from './api.ts';
import { clearEquipmentDraft, peekEquipmentDraft } from './equipment-draft.ts';
import { EquipmentForm } from './equipment-form.tsx';
import {
  type EquipmentFormState,
  equipmentInputFromForm,
  formStateFromImageItem,
  newEquipmentFormState,
} from './equipment-form-values.ts';
import { CategoriesFailed, FormFrame, FormLoading } from './form-frame.tsx';

/** Spec §2 Add equipment: on success 'Equipment Added' and back to the list; a failure keeps the form as typed. */
export function AddEquipmentPage() {
  const navigate = useNavigate();
  const catalogue = useDefaultEquipment();
  const locations = useEquipmentLocations();
  const addEquipment = useAddEquipment();
  // An item the image scanner identified fills the form in; the athlete corrects it and saves.
  const [draft] = useState(peekEquipmentDraft);
  useEffect(() => clearEquipmentDraft(), []);

  async function add(values: EquipmentFormState) {
    if (!(await succeeded(addEquipment.mutateAsync({ equipment: [equipmentInputFromForm(values)] }))))
      return false;
    showToast(EQUIPMENT_SUCCESS_TOASTS.equipmentAdded);
    await navigate({ to: '/equipment' });
    return true;
  }

  function content() {
    if (catalogue.isPending || locations.isPending) return <FormLoading />;
    if (!catalogue.data) {
      return <CategoriesFailed query={catalogue} />;
    }
    // Without the locations (a failed load) the server puts the item at the active one.
    const active = locations.data?.locations.find((location) => location.active);
    const locationIds = active ? [active.id] : [];
    return (
      <EquipmentForm
        initial={draft ? formStateFromImageItem(draft, locationIds) : newEquipmentFormState(locationIds)}
        categories={catalogue.data.categories}
        locations={locations.data?.locations ?? []}
        submitLabel={EQUIPMENT_SCREEN_TEXT.addEquipment.add}
        onSubmit={add}
        onCancel={() => void navigate({ to: '/equipment' })}
      />
    );
  }

  return (
    <FormFrame
      title={EQUIPMENT_SCREEN_TEXT.equipmentList.addEquipment}
      description={
        draft
          ? EQUIPMENT_SCREEN_TEXT.addEquipmentScreen.draftDescription
          : EQUIPMENT_SCREEN_TEXT.addEquipmentScreen.description
      }
      actions={
        <Button variant="outline" asChild className="shrink-0">
          <Link to="/equipment/catalogue">
            <LibraryBig aria-hidden="true" />
            {EQUIPMENT_SCREEN_TEXT.equipmentScreen.addFromCatalogue}
          </Link>
        </Button>
      }
    >
      {content()}
    </FormFrame>
  );
}
