import { Toaster as Sonner } from 'sonner';

/**
 * The one toast system (spec section 9): 4000 ms, 3 visible, 356 px wide (sonner's own width),
 * Alt+T moves focus to the toasts. Mounted once at the root; call the helpers in lib/toast.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      theme="light"
      toastOptions={{
        classNames: {
          toast: 'font-sans shadow-lg',
          title: 'font-semibold',
          description: 'text-[13px] leading-snug',
        },
      }}
    />
  );
}
