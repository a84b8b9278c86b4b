/**
 * Copy controls:
 * - any `a[data-copy-link]` copies the absolute URL of its fragment. Without JavaScript it
 *   stays a plain fragment link, which the address bar then holds.
 * - any `button[data-copy-text]` ("Copy Markdown") copies the text it carries. These buttons
 *   are rendered `hidden` and shown here, so a reader without JavaScript never meets a
 *   button that does nothing. A build without SITE_URL writes root-relative links into that
 *   text; they are made absolute here at the page's origin, the one "Copy link" uses.
 */
import { absoluteCopyText } from '../lib/publish/copy-origin.ts';

const announcer = document.createElement('p');
announcer.className = 'visually-hidden';
announcer.setAttribute('role', 'status');
document.body.append(announcer);

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-text]')) {
  if (button.hasAttribute('hidden')) button.hidden = false;
  if (button.dataset.copyText) button.dataset.copyText = absoluteCopyText(button.dataset.copyText, location.origin);
}

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    announcer.textContent = done;
  } catch {
    announcer.textContent = text;
  }
}

document.addEventListener('click', async (event) => {
  const target = event.target as HTMLElement;
  const button = target.closest<HTMLButtonElement>('button[data-copy-text]');
  if (button) {
    const text = button.dataset.copyText && absoluteCopyText(button.dataset.copyText, location.origin);
    if (!text) return;
    await copy(text, 'Markdown copied.');
    button.dataset.copied = 'true';
    setTimeout(() => delete button.dataset.copied, 1500);
    return;
  }
  const link = target.closest<HTMLAnchorElement>('a[data-copy-link]');
  const href = link?.getAttribute('href');
  if (!link || href == null) return;
  event.preventDefault();
  const url = new URL(href, location.href).href;
  history.replaceState(null, '', url);
  await copy(url, 'Link copied.');
  link.dataset.copied = 'true';
  setTimeout(() => delete link.dataset.copied, 1500);
});
