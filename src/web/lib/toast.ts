/**
 * Toasts without putting the toast library on every page's first load: the first toast mounts the
 * toaster (a separate chunk) and is shown as soon as it is ready; later toasts go straight through.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message';
type Deliver = (kind: ToastKind, message: string) => void;

const pending: Array<[ToastKind, string]> = [];
let deliver: Deliver | null = null;
let requestToaster: (() => void) | null = null;

function notify(kind: ToastKind, message: string): void {
  if (deliver) {
    deliver(kind, message);
    return;
  }
  pending.push([kind, message]);
  requestToaster?.();
}

export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
  info: (message: string) => notify('info', message),
  warning: (message: string) => notify('warning', message),
  message: (message: string) => notify('message', message),
};

/** Called by the mounted toaster: flushes waiting toasts and takes the later ones. */
export function connectToaster(fn: Deliver): () => void {
  deliver = fn;
  for (const [kind, message] of pending.splice(0)) fn(kind, message);
  return () => {
    deliver = null;
  };
}

/** Called by the host: `mount` runs when the first toast is asked for. */
export function onToastRequested(mount: () => void): () => void {
  requestToaster = mount;
  if (pending.length) mount();
  return () => {
    requestToaster = null;
  };
}
