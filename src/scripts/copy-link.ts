/**
 * "Copy link" controls: any `a[data-copy-link]` copies the absolute URL of its fragment.
 * Without JavaScript it stays a plain fragment link, which the address bar then holds.
 */
const announcer = document.createElement('p');
announcer.className = 'visually-hidden';
announcer.setAttribute('role', 'status');
document.body.append(announcer);

document.addEventListener('click', async (event) => {
  const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-copy-link]');
  if (!link) return;
  event.preventDefault();
  const url = new URL(link.getAttribute('href')!, location.href).href;
  history.replaceState(null, '', url);
  try {
    await navigator.clipboard.writeText(url);
    announcer.textContent = 'Link copied.';
  } catch {
    announcer.textContent = `Link: ${url}`;
  }
  link.dataset.copied = 'true';
  setTimeout(() => delete link.dataset.copied, 1500);
});
export {};
