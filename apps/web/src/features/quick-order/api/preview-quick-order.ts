import type { QuickOrderPreview } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { QuickOrderLine, QuickOrderPreview } from '@portal/contract';

/** What a preview reads: pasted (or typed) lines, or a CSV file with a `sku,quantity` header. */
export type PreviewInput = { text: string } | { file: Blob; fileName: string };

/**
 * POST /user/quick-order/preview: each line resolved to its product, price and stock, or the
 * problem with it, in input order. A file goes as multipart field `file`.
 */
export async function previewQuickOrder(input: PreviewInput): Promise<QuickOrderPreview> {
  if ('text' in input) {
    const body = await api.post<QuickOrderPreview>('/user/quick-order/preview', { text: input.text });
    return body.data;
  }
  const form = new FormData();
  form.append('file', input.file, input.fileName);
  const body = await api.post<QuickOrderPreview>('/user/quick-order/preview', form);
  return body.data;
}

/** The screen shows a failed preview itself (an alert above the inputs), so no toast. */
export function usePreviewQuickOrder() {
  return useMutation({ mutationFn: previewQuickOrder, meta: { suppressErrorToast: true } });
}
