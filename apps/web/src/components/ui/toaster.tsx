import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The one toast system (spec section 9): 4000 ms, 3 visible, 356 px wide (sonner's own width),
 * Alt+T moves focus to the toasts. Mounted once at the root; call the helpers in lib/toast.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

/**
 * Sonner's rich colours put text at about 4.3:1 (success, error, info) and 3:1 (warning) on their
 * tinted backgrounds, under WCAG AA's 4.5:1: the same hues, darkened to 5.3:1 or more.
 */
const readableRichColors = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--info-text': 'hsl(210, 92%, 40%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

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
      style={readableRichColors}
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
