import { toast } from 'sonner';

/** A green confirmation, e.g. toastSuccess('Cart updated') or toastSuccess('Added to cart', '2 x Battery ...'). */
export function toastSuccess(title: string, description?: string) {
  return toast.success(title, description ? { description } : undefined);
}

/** A destructive toast; the title defaults to 'Error' as in spec section 8. */
export function toastError(description: string, title = 'Error') {
  return toast.error(title, { description });
}

/** A neutral note. */
export function toastInfo(title: string, description?: string) {
  return toast.info(title, description ? { description } : undefined);
}

export { toast };
