/** Try Again reloads the whole page (spec: marketplace error state); a module of its own so tests can stub it. */
export function reloadPage(): void {
  window.location.reload();
}
