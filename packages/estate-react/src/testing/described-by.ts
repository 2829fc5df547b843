/** For the component tests: the texts an element's `aria-describedby` points at (jest-dom is not installed here). */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}
