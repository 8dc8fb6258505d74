/**
 * The phone menu of the prerendered landing page, without React: PublicMenu's markup (the wrapper marked
 * `data-public-menu`, its button and the panel the button's `aria-controls` names) given PublicMenu's behaviour.
 * The button toggles it; Escape closes it and gives the focus back to the button; a press outside it and choosing
 * an entry close it. Returns the function that removes every listener it added.
 */
export function wirePublicMenu(menu: Element): () => void {
  const button = menu.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button ? menu.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !panel)
    throw new Error('wirePublicMenu: the menu has no button[aria-controls] naming a panel');
  const document = menu.ownerDocument;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button?.focus();
  }
  function onPointerDown(event: PointerEvent) {
    const target = event.target as Node;
    if (!panel?.contains(target) && !button?.contains(target)) setOpen(false);
  }
  // Listened to only while open, as PublicMenu does: a closed menu costs the page nothing.
  function stopListeningOutside() {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
  }
  function setOpen(open: boolean) {
    button?.setAttribute('aria-expanded', String(open));
    if (panel) panel.hidden = !open;
    stopListeningOutside();
    if (!open) return;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
  }
  const onButtonClick = () => setOpen(button.getAttribute('aria-expanded') !== 'true');
  // An entry's own click (an anchor, or Sign In opening its popup) goes on; the menu only closes.
  const onPanelClick = (event: Event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  button.addEventListener('click', onButtonClick);
  panel.addEventListener('click', onPanelClick);
  return () => {
    stopListeningOutside();
    button.removeEventListener('click', onButtonClick);
    panel.removeEventListener('click', onPanelClick);
  };
}
