/**
 * Toolbar region: "Find a row" (`#matrix-q`, the state's `q`): the view follows the typing
 * after a pause, so a word typed is one redraw, not one per key; its `change` (on leaving the
 * box) is not a second update.
 */
const FINDER_ID = 'matrix-q';
/** How long typing must pause before the view follows it. */
const PAUSE_MS = 150;

/** Whether an event of the form comes from the row finder. */
export function fromRowFinder(e: Event): boolean {
  return e.target instanceof HTMLElement && e.target.id === FINDER_ID;
}

/** Put `q` in the box (a state from the URL or a chip's removal). */
export function writeRowFinder(form: HTMLFormElement, q: string): void {
  const box = form.elements.namedItem('q');
  if (box instanceof HTMLInputElement) box.value = q;
}

/** Call `update` once typing in the box pauses. */
export function watchRowFinder(form: HTMLFormElement, update: () => void): void {
  let typing: number | undefined;
  form.addEventListener('input', (e) => {
    if (!fromRowFinder(e)) return;
    clearTimeout(typing);
    typing = window.setTimeout(update, PAUSE_MS);
  });
}
