/**
 * Toasts without putting the toast library on every page's first load: the first toast mounts the
 * toaster (a separate chunk) and is shown as soon as it is ready; later toasts go straight through.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message';
/** `id`: a later message with the same id takes the earlier one's place ('offline', then 'back online'). */
type Deliver = (kind: ToastKind, message: string, id: string | undefined) => void;

const pending: Array<[ToastKind, string, string | undefined]> = [];
let deliver: Deliver | null = null;
let requestToaster: (() => void) | null = null;

function notify(kind: ToastKind, message: string, id?: string): void {
  if (deliver) {
    deliver(kind, message, id);
    return;
  }
  pending.push([kind, message, id]);
  requestToaster?.();
}

export const toast = {
  success: (message: string, id?: string) => notify('success', message, id),
  error: (message: string, id?: string) => notify('error', message, id),
  info: (message: string, id?: string) => notify('info', message, id),
  warning: (message: string, id?: string) => notify('warning', message, id),
  message: (message: string, id?: string) => notify('message', message, id),
};

/** Called by the mounted toaster: flushes waiting toasts and takes the later ones. */
export function connectToaster(fn: Deliver): () => void {
  deliver = fn;
  for (const [kind, message, id] of pending.splice(0)) fn(kind, message, id);
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
