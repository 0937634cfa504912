/**
 * The image to show, or null for the placeholder: only a non-empty URL or site path counts
 * (spec section 3, Product).
 */
export function usableImage(src: string | null | undefined): string | null {
  const value = src?.trim() ?? '';
  if (value === '') return null;
  return value.startsWith('http') || value.startsWith('/') ? value : null;
}
