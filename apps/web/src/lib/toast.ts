/*
 * sonner is loaded after the first screen rather than with it: a toast always follows a user
 * action, and /login must stay small (issue 6). The root mounts the Toaster from the same chunk.
 */
type Sonner = typeof import('sonner');
type Options = { description?: string };

let loading: Promise<Sonner> | undefined;
export const loadSonner = () => {
  loading ??= import('sonner');
  return loading;
};

function show(kind: 'success' | 'error' | 'info', title: string, options?: Options) {
  void loadSonner().then(({ toast }) => toast[kind](title, options));
}

/** A green confirmation, e.g. toastSuccess('Cart updated') or toastSuccess('Added to cart', '2 x Battery ...'). */
export function toastSuccess(title: string, description?: string) {
  show('success', title, description ? { description } : undefined);
}

/** A destructive toast; the title defaults to 'Error' as in spec section 8. */
export function toastError(description: string, title = 'Error') {
  show('error', title, { description });
}

/** A neutral note. */
export function toastInfo(title: string, description?: string) {
  show('info', title, description ? { description } : undefined);
}

/** sonner's own calls, for a title other than the helpers' defaults. */
export const toast = {
  success: (title: string, options?: Options) => show('success', title, options),
  error: (title: string, options?: Options) => show('error', title, options),
  info: (title: string, options?: Options) => show('info', title, options),
};
